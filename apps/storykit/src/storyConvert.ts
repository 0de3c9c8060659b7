import { storyAddress } from './storyAdapter'

const chainId = 'eip155:1'
const ether = `${chainId}:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee`
const gusd = `${chainId}:0x5FbDB2315678afecb367f032d93F642f64180aa3`
const usdt = `${chainId}:0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512`
const decimals: Record<string, number> = { [ether]: 18, [gusd]: 6, [usdt]: 6 }
/** Dollars per whole token, for the story's quotes. */
const dollars: Record<string, number> = { [ether]: 3000, [gusd]: 1, [usdt]: 1 }

/** Answers the convert API calls of the Swap view's stories (mainnet), or undefined for other paths. */
export function storyConvertResponse(url: URL): Response | undefined {
  const query = url.searchParams
  switch (url.pathname) {
    case '/v1/convert/tokens':
      return Response.json({
        tokens: [
          { name: 'Ether', symbol: 'ETH', address: ether, decimals: 18, logoUri: '' },
          { name: 'Gatehouse USD', symbol: 'GUSD', address: gusd, decimals: 6, logoUri: '' },
          { name: 'Tether USD', symbol: 'USDT', address: usdt, decimals: 6, logoUri: '' },
        ],
      })
    case '/v1/convert/gas-price':
      return Response.json({ standard: '20000000000', fast: '25000000000', instant: '30000000000' })
    case '/v1/convert/allowance':
      return Response.json({ allowance: '0' })
    case '/v1/convert/quotes': {
      const from = query.get('from') ?? ether
      const to = query.get('to') ?? gusd
      const amount = BigInt(query.get('amount') ?? '0')
      const worth = (Number(amount) / 10 ** (decimals[from] ?? 18)) * (dollars[from] ?? 1) * 0.997
      const toAmount = BigInt(Math.floor((worth / (dollars[to] ?? 1)) * 10 ** (decimals[to] ?? 18)))
      return Response.json({
        quotes: [
          {
            id: null,
            fromAmount: amount.toString(),
            fromAccount: `${chainId}:${storyAddress}`,
            toAmount: toAmount.toString(),
            toAccount: `${chainId}:${storyAddress}`,
          },
        ],
      })
    }
    default:
      return undefined
  }
}
