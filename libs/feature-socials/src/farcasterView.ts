import type { View } from '@gatehouse/controllers'

/**
 * The view that runs the Farcaster sign-in (`src/farcaster/`, SPEC §2 ConnectingFarcaster), or undefined
 * while this library has none: Farcaster is not an OAuth provider (SPEC §5), so its button shows only
 * where its own view can take it.
 */
export const farcasterView: View | undefined = undefined
