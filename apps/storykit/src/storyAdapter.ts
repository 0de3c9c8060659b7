import { ErrorMessage, GatehouseError, type Network } from '@gatehouse/common'
import type {
  AdapterContext,
  ChainAdapter,
  Connector,
  ConnectResult,
  WalletConnectCapability,
} from '@gatehouse/controllers'

/**
 * How the story adapter answers a request: never (to show a waiting state), declined, failed, with
 * an answer the kit cannot read (`unreadable`), or not in time (`noAnswer`, as the kit reports a
 * wallet after 30 s without an answer).
 */
export type StoryOutcome = 'pending' | 'declined' | 'failed' | 'unreadable' | 'noAnswer' | 'succeeds'

export const storyAddress = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

/** A pairing URI for stories (it leads nowhere). */
export const storyPairingUri =
  'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303&expiryTimestamp=4102444800'

const never = () => new Promise<never>(() => {})
const declined = () => Promise.reject(Object.assign(new Error('User rejected the request.'), { code: 4001 }))
const failed = () =>
  Promise.reject(Object.assign(new Error('The wallet is locked. Unlock it and try again.'), { code: 4100 }))

/**
 * A Storybook-only adapter with fixed answers, so each view can be shown in each of its states without
 * a wallet or a chain. (Tests use the real wagmi adapter against a real wallet and chain.)
 */
export function storyAdapter(
  networks: Network[],
  outcome: StoryOutcome,
  connectors: readonly Connector[] | undefined,
): ChainAdapter & WalletConnectCapability {
  let context: AdapterContext | undefined
  const answer = <T>(value: () => Promise<T>): Promise<T> =>
    outcome === 'pending'
      ? never()
      : outcome === 'declined'
        ? declined()
        : outcome === 'failed'
          ? failed()
          : value()
  const connected: ConnectResult = {
    address: storyAddress,
    chainId: 1,
    connectorId: 'io.rabby',
    accounts: [{ address: storyAddress }],
  }
  return {
    namespace: 'eip155',
    networks,
    setup: (value) => {
      context = value
    },
    // Without connectors, discovery never ends: the Connect view keeps its skeleton.
    syncConnectors: async () => {
      if (!connectors) return never()
      context?.events.connectorsChanged(connectors)
    },
    connect: ({ connectorId }) => {
      if (outcome === 'unreadable') return Promise.resolve({ ...connected, address: 'not-an-address' })
      if (outcome === 'noAnswer') {
        const name = connectors?.find((connector) => connector.id === connectorId)?.name ?? 'The wallet'
        return Promise.reject(new GatehouseError('WalletRequestTimeout', ErrorMessage.walletNoAnswer(name)))
      }
      return answer(async () => connected)
    },
    walletConnectConnectorId: 'walletConnect',
    // The URI appears at once; the wallet then never answers, declines or fails, as the story says.
    connectWalletConnect: ({ onUri }) => {
      onUri(storyPairingUri)
      return answer(async () => connected)
    },
    reconnect: async () => undefined,
    disconnect: async () => {},
    getAccounts: async () => [{ address: storyAddress }],
    switchNetwork: () => answer(async () => {}),
    signMessage: () => answer(async () => '0x'),
    getBalance: () => answer(async () => ({ balance: '1234.56789', symbol: 'ETH' })),
    getWalletProvider: () => undefined,
  }
}
