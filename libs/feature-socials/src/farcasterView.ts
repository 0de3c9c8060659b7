import type { View } from '@gatehouse/controllers'

/**
 * The view that runs the Farcaster sign-in (`src/farcaster/`, docs/reference/views.md#connecting-farcaster):
 * Farcaster is not an OAuth provider (docs/reference/validation.md#social-providers), so its button takes the visitor there instead of to a popup.
 */
export const farcasterView: View | undefined = 'ConnectingFarcaster'
