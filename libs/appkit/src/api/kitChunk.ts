import { ConnectedButton } from '../element/ConnectedButton'
import { createFullAppKit } from './fullAppKit'

/**
 * The kit's chunk: what `createAppKit` loads on the visitor's first intent, on `open()`, or at once
 * to restore a stored session. It holds the modal's first frame too (modal/modalEntry, through
 * loadModal), so the intent is one dynamic import: the chunk and the chunks it shares with later
 * views, which download side by side.
 */
export { ConnectedButton, createFullAppKit }

/** What the chunk's module holds. */
export interface KitChunk {
  createFullAppKit: typeof createFullAppKit
  ConnectedButton: typeof ConnectedButton
}
