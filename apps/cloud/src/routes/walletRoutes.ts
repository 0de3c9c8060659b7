import * as v from 'valibot'
import { objectMessage } from '../validation/requiredKeys'
import { Limits } from '@gatehouse/common'
import type { BadgedWallet, WalletCatalogue } from '../catalogue/walletCatalogue'
import type { WalletListing } from '../catalogue/walletEntry'
import { CacheSeconds, jsonResponse } from '../http/HttpResponse'
import type { Route } from '../http/Route'
import { commaListParam, parseQuery, projectIdParam, sdkParams, wholeNumberParam } from './queryParams'

const walletIdPattern = /^[A-Za-z0-9_-]{1,100}$/
// CAIP-2: namespace of 3–8 characters, reference of 1–32.
const chainIdPattern = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/

const walletsQuery = v.object(
  {
    projectId: projectIdParam,
    ...sdkParams,
    page: wholeNumberParam('page', 1, 100_000, 1),
    entries: wholeNumberParam('entries', 1, 100, Limits.walletsPerPage),
    include: commaListParam('include', walletIdPattern, 'wallet ids'),
    exclude: commaListParam('exclude', walletIdPattern, 'wallet ids'),
    chains: commaListParam('chains', chainIdPattern, 'CAIP-2 chain ids such as eip155:1'),
    search: v.optional(
      v.pipe(
        v.string(),
        v.trim(),
        v.maxLength(Limits.searchResults, `search must be at most ${Limits.searchResults} characters`),
      ),
    ),
    badge_type: v.optional(v.picklist(['none', 'certified'], "badge_type must be 'none' or 'certified'")),
  },
  objectMessage('the query'),
)

function toListing(wallet: BadgedWallet, baseUrl: string): WalletListing {
  return {
    id: wallet.id,
    name: wallet.name,
    homepage: wallet.homepage,
    image_id: wallet.image_id,
    image_url: wallet.image_id ? `${baseUrl}/getWalletImage/${encodeURIComponent(wallet.image_id)}` : null,
    rdns: wallet.rdns,
    mobile_link: wallet.mobile_link,
    desktop_link: wallet.desktop_link,
    webapp_link: wallet.webapp_link,
    app_store: wallet.app_store,
    play_store: wallet.play_store,
    chrome_store: wallet.chrome_store,
    chains: wallet.chains,
    badge_type: wallet.badge_type,
  }
}

/** `GET /getWallets`: one page of the catalogue and the total count (docs/reference/endpoints.md#wallet-catalogue). */
export function walletRoutes(catalogue: WalletCatalogue): Route[] {
  return [
    {
      path: '/getWallets',
      async handle({ query, baseUrl }) {
        const { page, entries, include, exclude, chains, search, badge_type } = parseQuery(
          walletsQuery,
          query,
        )
        const result = await catalogue.query({
          page,
          entries,
          include,
          exclude,
          chains,
          search,
          badgeType: badge_type,
        })
        return jsonResponse(
          { count: result.count, data: result.data.map((wallet) => toListing(wallet, baseUrl)) },
          { cacheSeconds: CacheSeconds.json },
        )
      },
    },
  ]
}
