import { Limits } from '@gatehouse/common'
import type { AppKitOptions } from '@gatehouse/controllers'

/** The heights of the Connect view's placeholders for the e-mail and social login (ConnectView). */
const sectionHeights = { email: 96, social: 100 } as const

/** What the Connect view shows around the browser's wallets (see openingPlan). */
export interface OpeningPlan {
  /** Rows under the installed wallets whose content the catalogue brings: its picks and All Wallets. */
  pendingRows: number
  /** The sections under the list (e-mail, social login), as their placeholders' heights. */
  sections: number[]
}

/**
 * The ways to connect in the Connect view's order when a browser wallet is there, from the host's
 * own features (the rule of connectMethodOrder with the defaults of resolveFeatures; a test keeps them
 * the same). Read here so that the frame's chunk carries no code of the kit's.
 */
function connectMethods(features: AppKitOptions['features'] = {}) {
  const on = {
    wallet: true,
    email: features.email !== false,
    social:
      features.socials === undefined || (Array.isArray(features.socials) && features.socials.length > 0),
  }
  return (features.connectMethodsOrder ?? ['wallet', 'email', 'social']).filter((method) => on[method])
}

/**
 * What the Connect view will show around the wallets that announce themselves in this browser,
 * known from the host's options before the kit has loaded (docs/reference/views.md#connect, useConnectEntries and
 * ConnectView): WalletConnect first, the installed wallets, the catalogue's picks and All Wallets,
 * then the e-mail and social login. Undefined when the frame cannot know it: on a phone, with recent
 * wallets or excluded wallets, without WalletConnect or a projectId, with an adapter that cannot say
 * what it lists (wallets of Solana and Bitcoin do not announce themselves by EIP-6963), or when the
 * host's order puts another way to connect before the wallets.
 */
export function openingPlan(
  options: AppKitOptions,
  context: { mobile: boolean; hasRecentWallets: boolean },
): OpeningPlan | undefined {
  const listings = (options.adapters ?? []).map((adapter) => adapter.connectListing?.(options.projectId))
  const [first, ...below] = connectMethods(options.features)
  if (
    context.mobile ||
    context.hasRecentWallets ||
    !options.projectId ||
    options.enableWalletConnect === false ||
    (options.excludeWalletIds?.length ?? 0) > 0 ||
    listings.length === 0 ||
    listings.some((listing) => !listing?.announcedWallets || !listing.walletConnect) ||
    first !== 'wallet'
  )
    return undefined
  return {
    pendingRows:
      (options.featuredWalletIds?.length ?? 0) +
      Limits.recommendedWallets +
      (options.features?.allWallets === false ? 0 : 1),
    sections: below.map((method) => sectionHeights[method as 'email' | 'social']),
  }
}
