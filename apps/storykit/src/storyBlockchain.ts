import type { Balance, Nft, Transaction } from '@gatehouse/controllers'
import { storyAddress } from './storyAdapter'
import { storyBitcoinNetworks, storyBitcoinResponse } from './storyBitcoin'

const chainId = 'eip155:1'
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString()

const storyBalances: Balance[] = [
  {
    name: 'Ether',
    symbol: 'ETH',
    chainId,
    price: 3000,
    value: 30_000,
    quantity: { decimals: '18', numeric: '10' },
  },
  {
    name: 'Gatehouse USD',
    symbol: 'GUSD',
    chainId,
    address: `${chainId}:0x5FbDB2315678afecb367f032d93F642f64180aa3`,
    price: 1,
    value: 1250.5,
    quantity: { decimals: '6', numeric: '1250.5' },
  },
]

function storyTransaction(
  id: string,
  days: number,
  operationType: string,
  transfer: Transaction['transfers'][number],
): Transaction {
  return {
    id,
    metadata: {
      operationType,
      minedAt: daysAgo(days),
      chain: chainId,
      sentFrom: storyAddress,
      sentTo: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      status: id === 'failed' ? 'failed' : 'confirmed',
    },
    transfers: [transfer],
  }
}

const storyTransactions: Transaction[] = [
  storyTransaction('sent', 0, 'send', {
    fungible_info: { name: 'Ether', symbol: 'ETH' },
    direction: 'out',
    quantity: { numeric: '0.25' },
  }),
  storyTransaction('received', 3, 'receive', {
    fungible_info: { name: 'Gatehouse USD', symbol: 'GUSD' },
    direction: 'in',
    quantity: { numeric: '250' },
  }),
  storyTransaction('failed', 40, 'send', {
    fungible_info: { name: 'Ether', symbol: 'ETH' },
    direction: 'out',
    quantity: { numeric: '1' },
  }),
  storyTransaction('minted', 70, 'mint', {
    nft_info: { name: 'Gatehouse Pass #2', flags: { is_spam: false } },
    direction: 'in',
    quantity: { numeric: '1' },
  }),
]

const storyNfts: Nft[] = [1, 2].map((id) => ({
  name: `Gatehouse Pass #${id}`,
  tokenId: String(id),
  collection: { address: '0xa513E6E4b8f2a923D98304ec87F64353C4D5C853', name: 'Gatehouse Pass' },
  flags: { is_spam: false },
}))

/** Answers the blockchain API calls of stories (mainnet and Bitcoin), or undefined for other paths. */
export function storyBlockchainResponse(url: URL): Response | undefined {
  if (url.pathname === '/v1/supported-chains') {
    const bitcoinIds = storyBitcoinNetworks.map((network) => network.caipNetworkId)
    return Response.json({ http: [chainId, ...bitcoinIds], ws: [] })
  }
  const bitcoin = storyBitcoinResponse(url)
  if (bitcoin) return bitcoin
  if (url.pathname.endsWith('/balance')) return Response.json({ balances: storyBalances })
  if (url.pathname.endsWith('/history')) return Response.json({ data: storyTransactions, next: null })
  if (url.pathname.endsWith('/nfts')) return Response.json({ data: storyNfts })
  if (url.pathname.startsWith('/v1/identity/')) return Response.json({ name: null, avatar: null })
  return undefined
}
