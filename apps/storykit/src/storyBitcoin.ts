import { bitcoin, bitcoinTestnet, type Network } from '@gatehouse/common'
import type {
  Balance,
  ChainAdapter,
  Connector,
  Kit,
  Transaction,
  TransferCapability,
} from '@gatehouse/controllers'
import { storyAdapter, type StoryOutcome } from './storyAdapter'

/** A Bitcoin payment account for stories (a mainnet P2WPKH address). */
export const storyBitcoinAddress = 'bc1q50rtrmj2f8vl9tem8qpfw36ylw5jg9j29e5za5'

const xverseIcon =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#171717"/><path d="M18 18l28 28M46 18L18 46" stroke="#fff" stroke-width="7" stroke-linecap="round"/></svg>',
  )

/** A Bitcoin wallet as the Bitcoin adapter announces it (Wallet Standard's bitcoin features). */
export const storyBitcoinConnector: Connector = {
  id: 'Xverse',
  name: 'Xverse',
  type: 'INJECTED',
  chain: 'bip122',
  imageUrl: xverseIcon,
}

/** What a story with Bitcoin beside EVM sets up: its networks only, or a connected payment account too. */
export type StoryBitcoin = 'configured' | 'connected'

export const storyBitcoinNetworks: Network[] = [bitcoin, bitcoinTestnet]

/**
 * A Bitcoin story adapter: the payment account's BTC balance, and payments that wait for the wallet as
 * the story's outcome says.
 */
export function storyBitcoinAdapter(outcome: StoryOutcome): ChainAdapter & TransferCapability {
  const base = storyAdapter(storyBitcoinNetworks, outcome, [storyBitcoinConnector])
  const never = () => new Promise<never>(() => {})
  return {
    ...base,
    namespace: 'bip122',
    getBalance: (params) =>
      outcome === 'succeeds'
        ? Promise.resolve({ balance: '0.04217389', symbol: 'BTC' })
        : base.getBalance(params),
    sendTransfer: never,
    waitForTransaction: never,
  }
}

/** Connects the story's Bitcoin payment account on mainnet and makes it the active one. */
export function connectStoryBitcoin(kit: Kit) {
  kit.connection.handleAdapterState('bip122', {
    status: 'connected',
    address: storyBitcoinAddress,
    accounts: [{ address: storyBitcoinAddress, type: 'payment' }],
    chainId: bitcoin.id,
    connectorId: storyBitcoinConnector.id,
  })
  kit.chain.setActiveNamespace('bip122')
}

const chainId = bitcoin.caipNetworkId
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString()

const storyBitcoinBalances: Balance[] = [
  {
    name: 'Bitcoin',
    symbol: 'BTC',
    chainId,
    price: 64_000,
    value: 2699.13,
    quantity: { decimals: '8', numeric: '0.04217389' },
  },
]

function payment(id: string, days: number, direction: 'in' | 'out', numeric: string): Transaction {
  const other = 'bc1pw53jtgez0wf69n06fchp0ctk48620zdscnrj8heh86wykp9mv20qya3c8w'
  return {
    id,
    metadata: {
      operationType: direction === 'out' ? 'send' : 'receive',
      hash: id,
      minedAt: daysAgo(days),
      chain: chainId,
      sentFrom: direction === 'out' ? storyBitcoinAddress : other,
      sentTo: direction === 'out' ? other : storyBitcoinAddress,
      status: 'confirmed',
    },
    transfers: [{ fungible_info: { name: 'Bitcoin', symbol: 'BTC' }, direction, quantity: { numeric } }],
  }
}

const storyBitcoinPayments: Transaction[] = [
  payment('ab'.repeat(32), 0, 'out', '0.005'),
  payment('cd'.repeat(32), 12, 'in', '0.05'),
]

/** Answers the blockchain API's calls for the story's Bitcoin account, or undefined for other calls. */
export function storyBitcoinResponse(url: URL): Response | undefined {
  if (!url.searchParams.get('chainId')?.startsWith('bip122:')) return undefined
  if (url.pathname.endsWith('/balance')) return Response.json({ balances: storyBitcoinBalances })
  if (url.pathname.endsWith('/history')) return Response.json({ data: storyBitcoinPayments, next: null })
  if (url.pathname.endsWith('/nfts')) return Response.json({ data: [] })
  return undefined
}
