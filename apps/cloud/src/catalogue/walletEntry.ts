import * as v from 'valibot'
import { safeUrl, type UrlKind } from '@gatehouse/common'
import { objectMessage } from '../validation/requiredKeys'
import { describeIssues } from '../validation/describeIssues'
import { log } from '../logging/log'

const link = v.nullish(v.string(), null)

/**
 * A wallet as the catalogue is loaded with: one record of `data/wallet-registry.json` (format in
 * data/README.md). Only id and name are required, so a caller can pass a short list of its own.
 */
export const walletEntrySchema = v.looseObject(
  {
    id: v.pipe(v.string('id must be a string'), v.minLength(1, 'id must not be empty')),
    name: v.pipe(v.string('name must be a string'), v.minLength(1, 'name must not be empty')),
    homepage: link,
    chains: v.optional(v.array(v.string('chains must list CAIP-2 ids')), []),
    image_id: link,
    color: link,
    short_name: link,
    mobile_link: link,
    desktop_link: link,
    webapp_link: link,
    app_store: link,
    play_store: link,
    chrome_store: link,
    rdns: link,
  },
  objectMessage('a wallet'),
)

/** A wallet the catalogue is loaded with (a registry record). */
export type WalletEntry = v.InferInput<typeof walletEntrySchema>

/** A wallet of the catalogue after validation, every optional field filled in. */
export type CatalogueWallet = v.InferOutput<typeof walletEntrySchema>

/** Whether a wallet is certified, per the configuration's certifiedWalletIds. */
export type BadgeType = 'none' | 'certified'

/** A wallet as `GET /getWallets` answers it (docs/reference/entities.md#wallet-listing). */
export interface WalletListing {
  id: string
  name: string
  homepage: string | null
  image_id: string | null
  /** Absolute URL of this service's `/getWalletImage/{image_id}`. */
  image_url: string | null
  rdns: string | null
  mobile_link: string | null
  desktop_link: string | null
  webapp_link: string | null
  app_store: string | null
  play_store: string | null
  chrome_store: string | null
  chains: string[]
  badge_type: BadgeType
}

/** The links of a wallet and the scheme allowlist each must pass (`@gatehouse/common` safeUrl). */
const linkKinds = {
  homepage: 'web',
  mobile_link: 'walletLink',
  desktop_link: 'walletLink',
  webapp_link: 'walletLink',
  app_store: 'web',
  play_store: 'web',
  chrome_store: 'web',
} as const satisfies Partial<Record<keyof CatalogueWallet, UrlKind>>

/** The wallet with each link the allowlist refuses set to null, and the names of those links. */
function withAllowedLinks(wallet: CatalogueWallet): { wallet: CatalogueWallet; refused: string[] } {
  const refused: string[] = []
  const links: Partial<Record<keyof typeof linkKinds, string | null>> = {}
  for (const [field, kind] of Object.entries(linkKinds) as [keyof typeof linkKinds, UrlKind][]) {
    const value = wallet[field]
    if (value === null) continue
    const allowed = safeUrl(value, kind)
    if (allowed === undefined) refused.push(`${wallet.id}.${field}`)
    links[field] = allowed ?? null
  }
  return { wallet: { ...wallet, ...links }, refused }
}

/**
 * Validates the wallets the catalogue is loaded with; the error names the entry and field. A link
 * whose scheme the allowlist refuses (`javascript:`, `data:`…) is dropped from its wallet with a
 * warning, so one bad record never reaches a widget nor stops the service.
 */
export function parseWalletEntries(input: unknown): CatalogueWallet[] {
  const parsed = v.safeParse(v.array(walletEntrySchema, 'the wallet list must be an array'), input)
  if (!parsed.success) throw new Error(`Invalid wallet list: ${describeIssues(parsed.issues)}`)
  const checked = parsed.output.map(withAllowedLinks)
  const refused = checked.flatMap((entry) => entry.refused)
  if (refused.length > 0) {
    log.warn(`dropped wallet links whose scheme is not allowed: ${refused.join(', ')}`)
  }
  return checked.map((entry) => entry.wallet)
}
