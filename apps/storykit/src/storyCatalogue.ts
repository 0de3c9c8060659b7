import type { WalletListing } from '@gatehouse/controllers'
import { storyBlockchainResponse } from './storyBlockchain'
import { storyOnrampResponse } from './storyOnramp'
import { storyConvertResponse } from './storyConvert'
import { storyProfileResponse } from './storyProfile'

const colours = ['#3b99fc', '#f6851b', '#001e59', '#3375bb', '#ff875b', '#0052ff', '#6b8afd', '#16c784']
const names = [
  'Rainbow',
  'MetaMask',
  'Trust Wallet',
  'Argent',
  'Ledger Live',
  'imToken',
  'Omni',
  'Spot',
  'ONTO',
  'MathWallet',
  'BitPay',
  'Zelus',
  'Coin98',
  'Frontier',
  'Unstoppable Domains',
  'Pillar',
]

/**
 * A wallet image Storybook serves itself (.storybook/main.ts `staticDirs`), by absolute http URL: the
 * catalogue's schema, like the real service's answers, only lets http(s) images through.
 */
const image = (index: number) =>
  new URL(
    `/story-images/wallet-${index % colours.length}.svg`,
    globalThis.location?.href ?? 'http://localhost/',
  ).href

/** A catalogue for stories: 64 wallets, some with images, some without (monograms), some installed. */
export const storyWallets: WalletListing[] = Array.from({ length: 64 }, (_, index) => {
  const name =
    names[index % names.length] + (index >= names.length ? ` ${Math.floor(index / names.length) + 1}` : '')
  return {
    id: `story-${index}`,
    name,
    image_url: index % 5 === 4 ? null : image(index),
    rdns: index === 0 ? 'io.rabby' : null,
    mobile_link: 'storywallet:',
    desktop_link: index % 3 === 0 ? 'storywallet:' : null,
    webapp_link: index % 4 === 0 ? 'https://wallet.example.com' : null,
    app_store: 'https://apps.apple.com/app/id1',
    play_store: 'https://play.google.com/store/apps/details?id=example',
    chains: ['eip155:1'],
  }
})

/**
 * Answers the kit's service calls for stories, from `storyWallets` and the story account's data: `ok`, `down` (every call fails),
 * or `pending` (never answers, to show loading states).
 */
export function storyServiceFetch(mode: 'ok' | 'down' | 'pending'): typeof fetch {
  return async (input) => {
    if (mode === 'pending') return new Promise<Response>(() => {})
    if (mode === 'down') throw new TypeError('Failed to fetch')
    const url = new URL(String(input))
    const blockchain =
      storyBlockchainResponse(url) ??
      storyProfileResponse(url) ??
      storyOnrampResponse(url) ??
      storyConvertResponse(url)
    if (blockchain) return blockchain
    if (url.pathname !== '/getWallets') return Response.json({ features: [], allowedOrigins: [] })
    const query = url.searchParams
    const include = query.get('include')?.split(',')
    const exclude = query.get('exclude')?.split(',') ?? []
    const search = query.get('search')?.toLowerCase()
    const matching = storyWallets.filter(
      (wallet) =>
        (!include || include.includes(wallet.id)) &&
        !exclude.includes(wallet.id) &&
        (!search || wallet.name.toLowerCase().includes(search)),
    )
    const entries = Number(query.get('entries') ?? 40)
    const page = Number(query.get('page') ?? 1)
    return Response.json({
      count: matching.length,
      data: matching.slice((page - 1) * entries, page * entries),
    })
  }
}
