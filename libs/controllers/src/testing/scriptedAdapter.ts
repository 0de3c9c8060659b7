import { vi } from 'vitest'
import type { Network } from '@gatehouse/common'
import type { AdapterContext, ChainAdapter, ConnectResult } from '../adapter/ChainAdapter'
import type {
  ContractCallCapability,
  TransactionOutcome,
  TransferCapability,
  TransferCost,
  TransferCostCapability,
} from '../adapter/TransferCapability'

/**
 * A test double of the adapter contract (with transfers, their costs and contract calls) for unit
 * tests of controllers and features: every method is a spy with a scripted answer, and `emit` plays
 * the adapter's source of truth. (End-to-end tests use the real wagmi adapter with a real wallet and
 * chain.)
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
    sendTransfer: vi.fn(async (): Promise<string> => '0x01'),
    sendContractCall: vi.fn(async (): Promise<string> => '0x02'),
    // 21,000 gas at 1 gwei.
    estimateTransfer: vi.fn(async (): Promise<TransferCost> => ({
      fee: 21_000_000_000_000n,
      minimumAmount: 0n,
      accountMinimum: 0n,
    })),
    waitForTransaction: vi.fn(async (): Promise<{ status: TransactionOutcome }> => ({ status: 'success' })),
    emit: (...args: Parameters<AdapterContext['events']['connectionChanged']>) =>
      context?.events.connectionChanged(...args),
    /** Connects `address` (default: the scripted account) on the first network, as the wallet would. */
    connectAs(address: string = account) {
      context?.events.connectionChanged({
        status: 'connected',
        address,
        chainId: networks[0]?.id ?? 1,
        connectorId: 'io.test',
      })
    },
  } satisfies ChainAdapter &
    TransferCapability &
    TransferCostCapability &
    ContractCallCapability &
    Record<string, unknown>
  return adapter
}
