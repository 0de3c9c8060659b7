import type { AppKit } from './types'

/** A subscription made before the kit loaded, waiting to be handed over to it. */
export interface HandOver {
  /** Notes the value the listener knows (called just before the kit takes over). */
  note(shell: AppKit): void
  attach(appkit: AppKit): void
  stop(): void
}

function sameValue(a: unknown, b: unknown): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b)
}

/**
 * A listener subscribed before the kit's code loaded: once it has, `listen` subscribes it to the
 * loaded instance, and it hears the value once if the loaded kit's differs from the one it knew
 * (`note`), so that nothing a host saw is lost and nothing is repeated.
 */
export function handOver<T>(
  get: (appkit: AppKit) => T,
  listen: (appkit: AppKit) => () => void,
  listener: (value: T) => void,
): HandOver {
  let stopped = false
  let stopLoaded: (() => void) | undefined
  let before: T | undefined
  return {
    note(shell) {
      before = get(shell)
    },
    attach(appkit) {
      if (stopped) return
      stopLoaded = listen(appkit)
      const now = get(appkit)
      if (!sameValue(before, now)) listener(now)
    },
    stop() {
      stopped = true
      stopLoaded?.()
    },
  }
}
