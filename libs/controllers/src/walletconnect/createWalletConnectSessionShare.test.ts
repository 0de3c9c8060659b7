import { describe, expect, it, vi } from 'vitest'
import { isGatehouseError } from '@gatehouse/common'
import { createWalletConnectSessionShare, type SessionNamespaces } from './createWalletConnectSessionShare'

const solanaAccount = 'solana:CEnNDUQ6gnEsXr6S46HfNWcvi7HP4ZwU:64k5GFrBjoNA7d5vUtTXEgR3f38eNwpKbbR4WtiS3rag'
const evmAccount = 'eip155:31337:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

function source(initial: SessionNamespaces | undefined, properties?: Record<string, unknown>) {
  let namespaces = initial
  const endListeners = new Set<() => void>()
  const send = vi.fn(async () => 'answer')
  return {
    send,
    end() {
      namespaces = undefined
      ;[...endListeners].forEach((listener) => listener())
    },
    share: createWalletConnectSessionShare({
      namespace: 'solana',
      namespaces: () => namespaces,
      sessionProperties: () => (namespaces ? properties : undefined),
      send,
      disconnect: async () => undefined,
      onEnd(listener) {
        endListeners.add(listener)
        return () => endListeners.delete(listener)
      },
    }),
  }
}

describe('createWalletConnectSessionShare', () => {
  it("lists only its namespace's accounts", () => {
    const { share } = source({ eip155: { accounts: [evmAccount] }, solana: { accounts: [solanaAccount] } })
    expect(share.accounts).toEqual([solanaAccount])
  })

  it("reads the session's string properties, and none once it ended", () => {
    const { share, end } = source({ solana: { accounts: [solanaAccount] } }, { capabilities: '{}', odd: 7 })
    expect(share.sessionProperties).toEqual({ capabilities: '{}' })
    end()
    expect(share.sessionProperties).toEqual({})
  })

  it('sends a request for a network of a namespace in the session', async () => {
    const { share, send } = source({
      eip155: { accounts: [evmAccount] },
      solana: { accounts: [solanaAccount] },
    })
    const request = {
      method: 'solana_signMessage',
      params: {},
      chainId: 'solana:CEnNDUQ6gnEsXr6S46HfNWcvi7HP4ZwU',
    } as const
    await expect(share.request(request)).resolves.toBe('answer')
    expect(send).toHaveBeenCalledWith(request)
  })

  it("refuses a network whose namespace the session does not have, with the spec's message", async () => {
    const { share, send } = source({ eip155: { accounts: [evmAccount] } })
    const error = await share
      .request({ method: 'getBalance', params: [], chainId: 'bip122:000000000019d6689c085ae165831e93' })
      .catch((caught: unknown) => caught)
    expect(isGatehouseError(error, 'NamespaceNotConfigured')).toBe(true)
    expect((error as Error).message).toBe(
      "Namespace 'bip122' is not configured. Please call connect() first with namespace config.",
    )
    expect(send).not.toHaveBeenCalled()
  })

  it("refuses a request once the session ended, with the spec's message", async () => {
    const { share, end, send } = source({ solana: { accounts: [solanaAccount] } })
    end()
    const error = await share
      .request({
        method: 'solana_signMessage',
        params: {},
        chainId: 'solana:CEnNDUQ6gnEsXr6S46HfNWcvi7HP4ZwU',
      })
      .catch((caught: unknown) => caught)
    expect(isGatehouseError(error, 'RequestNeedsSession')).toBe(true)
    expect((error as Error).message).toBe('Please call connect() before request()')
    expect(share.accounts).toEqual([])
    expect(send).not.toHaveBeenCalled()
  })

  it('tells an end listener once', () => {
    const { share, end } = source({ solana: { accounts: [solanaAccount] } })
    const listener = vi.fn()
    share.onEnd(listener)
    end()
    end()
    expect(listener).toHaveBeenCalledTimes(1)
  })
})
