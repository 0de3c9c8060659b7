import type { Network } from '@gatehouse/common'
import type { ChainAdapter } from '../adapter/ChainAdapter'

/**
 * An eip155 adapter that discovers no wallet and has no session: enough for a kit to open its modal
 * on Connect. Any call a test does not expect rejects.
 */
export function quietAdapter(networks: Network[]): ChainAdapter {
  const unused = () => Promise.reject(new Error('not used in this test'))
  return {
    namespace: 'eip155',
    networks,
    setup: () => {},
    syncConnectors: async () => {},
    connect: unused,
    reconnect: async () => undefined,
    disconnect: async () => {},
    getAccounts: async () => [],
    switchNetwork: unused,
    signMessage: unused,
    getBalance: unused,
    getWalletProvider: () => undefined,
  }
}
