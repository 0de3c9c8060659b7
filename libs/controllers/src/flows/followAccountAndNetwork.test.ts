import { describe, expect, it, vi } from 'vitest'
import { kitParts } from '../testing/kitParts'
import { followAccountAndNetwork } from './followAccountAndNetwork'
import { mustLeaveUnsupportedNetwork } from './unsupportedNetwork'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

function setup() {
  const parts = kitParts()
  const deps = {
    ...parts,
    mustLeaveUnsupportedNetwork: () => mustLeaveUnsupportedNetwork(parts),
    openUnsupportedChain: vi.fn(() => {
      parts.modal.setOpen(true)
      parts.router.reset('UnsupportedChain')
    }),
    close: vi.fn(() => parts.modal.setOpen(false)),
    accountChanged: vi.fn(),
  }
  const stop = followAccountAndNetwork(deps)
  return { ...deps, stop }
}

describe('following the account and network', () => {
  it('opens UnsupportedChain when the wallet moves to an unknown chain, and closes it once back', async () => {
    const follow = setup()
    await follow.connect()
    follow.adapter.emit({ status: 'connected', address, chainId: 31337 })
    await settle()
    expect(follow.openUnsupportedChain).toHaveBeenCalledOnce()
    follow.adapter.emit({ status: 'connected', address, chainId: 1 })
    await settle()
    expect(follow.close).toHaveBeenCalledOnce()
  })

  it('does not interrupt the visitor while the rule keeps holding', async () => {
    const follow = setup()
    await follow.connect()
    follow.adapter.emit({ status: 'connected', address, chainId: 31337 })
    await settle()
    follow.router.push('SwitchNetwork')
    follow.chain.setNamespaceSwitchInProgress(true)
    await settle()
    expect(follow.openUnsupportedChain).toHaveBeenCalledOnce()
    expect(follow.router.state.view).toBe('SwitchNetwork')
  })

  it('leaves a modal the visitor closed alone when the network is fixed', async () => {
    const follow = setup()
    await follow.connect()
    follow.adapter.emit({ status: 'connected', address, chainId: 31337 })
    await settle()
    follow.modal.setOpen(false)
    follow.adapter.emit({ status: 'connected', address, chainId: 1 })
    await settle()
    expect(follow.close).not.toHaveBeenCalled()
  })

  it('tells each new account on a known network, and none on an unknown one or after disconnecting', async () => {
    const follow = setup()
    await follow.connect()
    await settle()
    follow.adapter.emit({ status: 'connected', address, chainId: 42161 })
    await settle()
    follow.adapter.emit({ status: 'connected', address, chainId: 31337 })
    await settle()
    await follow.connection.disconnect()
    await settle()
    expect(follow.accountChanged.mock.calls).toEqual([
      [`eip155:1:${address}`],
      [`eip155:42161:${address}`],
      [undefined],
    ])
  })

  it('stops following once its subscriptions end', async () => {
    const follow = setup()
    follow.stop.forEach((unsubscribe) => unsubscribe())
    await follow.connect()
    await settle()
    expect(follow.accountChanged).not.toHaveBeenCalled()
  })
})
