import type { View } from '@gatehouse/controllers'

/**
 * The view that runs the Farcaster sign-in (`src/farcaster/`, SPEC §2 ConnectingFarcaster): Farcaster
 * is not an OAuth provider (SPEC §5), so its button takes the visitor there instead of to a popup.
 */
export const farcasterView: View | undefined = 'ConnectingFarcaster'
