import { describe, expect, it, vi } from 'vitest'
import { connect, createConfig, http, mock } from '@wagmi/core'
import { mainnet } from 'viem/chains'
import { readConnectionState, watchConnectionState } from './connectionState'

const account = '0x00000000000000000000000000000000000000A1'

describe('connection state from the store (wagmi 2 and 3)', () => {
  it('reads and watches the current connection', async () => {
    const config = createConfig({
      chains: [mainnet],
      connectors: [mock({ accounts: [account] })],
      transports: { [mainnet.id]: http() },
      storage: null,
    })
    expect(readConnectionState(config)).toMatchObject({ status: 'disconnected', address: undefined })
    const onChange = vi.fn()
    watchConnectionState(config, onChange)
    const [connector] = config.connectors
    if (!connector) throw new Error('no mock connector')
    await connect(config, { connector })
    expect(readConnectionState(config)).toMatchObject({
      status: 'connected',
      address: account,
      addresses: [account],
      chainId: mainnet.id,
    })
    expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ status: 'connected', address: account }),
    )
  })
})
