import { ConnectedButton } from '../element/ConnectedButton'
import { createFullAppKit } from './fullAppKit'

/**
 * The kit's chunk: what `createAppKit` loads on the visitor's first intent, on `open()`, or at once
 * to restore a stored session. One dynamic import, so the kit arrives in one request.
 */
export { ConnectedButton, createFullAppKit }

/** What the chunk's module holds. */
export interface KitChunk {
  createFullAppKit: typeof createFullAppKit
  ConnectedButton: typeof ConnectedButton
}
