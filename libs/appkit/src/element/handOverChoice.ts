import type { OpeningChoice } from '../api/continueOpeningChoice'
import type { KitBinding } from '../api/kitRegistry'

/**
 * Hands a wallet pressed in the modal's frame to the kit once the instance's hand-over is ready (at
 * once if it is; see api/kitHandOver): the modal goes on with that wallet (continueOpeningChoice). Returns what drops the choice, when the
 * visitor closes the frame or presses another wallet. A kit that fails to load is reported by the
 * `open()` that waits for it.
 */
export function handOverChoice(binding: Pick<KitBinding, 'load'>, choice: OpeningChoice): () => void {
  let dropped = false
  let stop: (() => void) | undefined
  binding.load().then(
    (kit) => {
      if (!dropped) stop = kit.continueOpening(choice)
    },
    () => undefined,
  )
  return () => {
    dropped = true
    stop?.()
  }
}
