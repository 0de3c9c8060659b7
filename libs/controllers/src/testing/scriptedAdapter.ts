import { vi } from 'vitest'
import type { Network } from '@gatehouse/common'
import type { AdapterContext, ChainAdapter, ConnectResult } from '../adapter/ChainAdapter'

/**
 * A test double of the adapter contract for controller unit tests: every method is a spy with a
 * scripted answer, and `emit` plays the adapter's source of truth. (End-to-end tests use the real
 * wagmi adapter with a real wallet and chain.)
 */
export function scriptedAdapter(networks: Network[], account = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266') {
  let context: AdapterContext | undefined
  const connected: ConnectResult = {
    address: account,
    chainId: networks[0]?.id ?? 1,
    connectorId: 'io.test',
    accounts: [{ address: account }],
  }
  const adapter = {
    namespace: 'eip155',
    networks,
    setup: vi.fn((value: AdapterContext) => {
      context = value
    }),
    syncConnectors: vi.fn(async () => {
      context?.events.connectorsChanged([
        { id: 'io.test', name: 'Test Wallet', type: 'ANNOUNCED', chain: 'eip155' },
      ])
    }),
    connect: vi.fn(async (): Promise<ConnectResult> => connected),
    reconnect: vi.fn(async (): Promise<ConnectResult | undefined> => connected),
    disconnect: vi.fn(async () => {}),
    getAccounts: vi.fn(async () => [{ address: account }]),
    switchNetwork: vi.fn(async (network: Network) => {
      context?.events.connectionChanged({
        status: 'connected',
        address: account,
        chainId: network.id,
        connectorId: 'io.test',
      })
    }),
    signMessage: vi.fn(async () => '0xsignature'),
    getBalance: vi.fn(async () => ({ balance: '10.5', symbol: 'ETH' })),
    getWalletProvider: vi.fn(() => undefined),
    emit: (...args: Parameters<AdapterContext['events']['connectionChanged']>) =>
      context?.events.connectionChanged(...args),
  } satisfies ChainAdapter & Record<string, unknown>
  return adapter
}
