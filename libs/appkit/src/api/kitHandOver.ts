import type { ComponentType } from 'react'
import type { OpenOptions } from '@gatehouse/controllers'
import type { ConnectedButtonProps } from '../element/ConnectedButton'
import type { FullAppKit } from './fullAppKit'
import type { AppKit } from './types'

/** A kit whose chunk has loaded: its controllers, its public API, and the connected button's view. */
export interface LoadedKit extends FullAppKit {
  ConnectedButton: ComponentType<ConnectedButtonProps>
}

/**
 * Where an instance stands in handing its API from the page's shell to the loaded kit
 * (docs/architecture/runtime.md#hand-over):
 * - `idle`: the kit's chunk has not been asked for (or its download failed): the shell answers.
 * - `loading`: the chunk is on its way: the shell still answers.
 * - `ready`: the kit is built: every call goes to it.
 * - `destroyed`: `destroy()` was called (from any state); a kit that arrives now is destroyed at once.
 */
export type HandOverState = 'idle' | 'loading' | 'ready' | 'destroyed'

/** What the shell answers before the kit is ready; the shell itself answers the locale and `destroy`. */
export type ShellAnswers = Omit<AppKit, 'getLocale' | 'setLocale' | 'destroy'>

/** A subscription made before the kit was ready, moved to the kit when it is. */
interface Held {
  /** Reads the value the listener hears (from the shell's answers, then the kit's). */
  get: (appkit: ShellAnswers) => unknown
  listen: (appkit: AppKit) => () => void
  listener: (value: never) => void
  /** The value the listener last heard: the shell's when subscribed, and at each of its changes. */
  heard: unknown
  /** Unsubscribes from the kit, once handed over. */
  stop?: () => void
}

/** One instance's hand-over: see `kitHandOver`. */
export type KitHandOver = ReturnType<typeof kitHandOver>

/**
 * The hand-over of one `createAppKit` instance from the shell to the loaded kit, as one state
 * machine: `load` moves idle → loading, the kit's arrival loading → ready, a failed download
 * loading → idle (the next `load` asks again), `destroy` any state → destroyed. `api` answers each
 * call from `shell` before the kit is there and forwards it to the kit after. Calls the shell
 * `queue`s and subscriptions it `hold`s move to the kit in one place, as it arrives: the queued
 * calls once each, in order, then the subscriptions, each hearing the kit's value once if it
 * differs from the shell's. `open` before the kit is there is the one call the visitor can take
 * back (`cancelOpen`: the modal's frame closed); the frame a press shows meanwhile (`showOpening`)
 * is closed by the modal's dialog as it shows (`takeOverOpening`, given to `build`).
 */
export function kitHandOver(
  shell: ShellAnswers,
  build: (takeOverOpening: () => boolean) => Promise<LoadedKit>,
) {
  let state: HandOverState = 'idle'
  let loading: Promise<LoadedKit> | undefined
  let kit: LoadedKit | undefined
  const queued: ((appkit: AppKit) => void)[] = []
  const held = new Set<Held>()
  // The latest `open()` waiting for the kit, and the frame a press showed meanwhile.
  let openRequest = 0
  let dismissOpening: (() => boolean) | undefined
  const takeOverOpening = () => {
    const dismiss = dismissOpening
    dismissOpening = undefined
    return dismiss?.() ?? false
  }

  /** loading → ready: the one place where the kit takes over what the shell kept. */
  function arrive(built: LoadedKit): LoadedKit {
    kit = built
    if (state === 'destroyed') built.appkit.destroy()
    else {
      state = 'ready'
      built.applyQueued(queued.splice(0))
      held.forEach((entry) => {
        entry.stop = entry.listen(built.appkit)
        const now = entry.get(built.appkit)
        if (!sameValue(entry.heard, now)) entry.listener(now as never)
      })
    }
    return built
  }

  /** Loads the kit's chunk once and builds the kit (idle → loading); a failed download → idle. */
  function load(): Promise<LoadedKit> {
    if (!loading) {
      if (state === 'idle') state = 'loading'
      loading = build(takeOverOpening).then(arrive, (error: unknown) => {
        loading = undefined
        if (state === 'loading') state = 'idle'
        throw error
      })
    }
    return loading
  }

  // Every call goes to the kit once it is there, to the shell's answers before.
  type Methods = Record<keyof ShellAnswers, (...args: unknown[]) => unknown>
  const api = {} as Methods
  for (const name of Object.keys(shell) as (keyof ShellAnswers)[]) {
    api[name] = (...args) => ((kit?.appkit ?? shell) as unknown as Methods)[name](...args)
  }

  return {
    state: () => state,
    /** The kit, once built. */
    loaded: () => kit,
    load,
    /** The instance's API: the shell's answers until the kit is there, the kit's after. */
    api: api as unknown as ShellAnswers,
    /** Runs `call` on the kit as it arrives (before the subscriptions move), once, in order. */
    queue(call: (appkit: AppKit) => void) {
      queued.push(call)
    },
    /**
     * Holds a subscription until the kit arrives: then `listen` subscribes it to the kit, and the
     * listener hears `get`'s value once if the kit's differs from the shell's, so that nothing a host
     * saw is lost and nothing is repeated. Returns the unsubscribe function.
     */
    hold<T>(
      get: (appkit: ShellAnswers) => T,
      listen: (appkit: AppKit) => () => void,
      listener: (value: T) => void,
    ) {
      const entry: Held = { get, listen, listener, heard: get(shell) }
      held.add(entry)
      return () => {
        held.delete(entry)
        entry.stop?.()
      }
    },
    /** The shell's answers changed (the host set the theme): the held subscriptions hear the new values. */
    changed() {
      held.forEach((entry) => {
        const now = entry.get(shell)
        if (now !== entry.heard) entry.listener((entry.heard = now) as never)
      })
    },
    /** `open()` before the kit is there: loads it, and opens it once there unless taken back meanwhile. */
    async open(options?: OpenOptions) {
      const request = ++openRequest
      const loaded = await load()
      if (request === openRequest) await loaded.appkit.open(options)
    },
    /**
     * A press shows the modal's frame while the modal is on its way (element/OpeningDialogView);
     * `dismiss` closes it when the modal's dialog takes its place.
     */
    showOpening(dismiss: () => boolean) {
      dismissOpening = dismiss
    },
    /** The visitor closed that frame: the `open()` still waiting for the kit does not open. */
    cancelOpen() {
      openRequest++
      dismissOpening = undefined
      // An `open()` that reached the kit a moment before: its dialog has not shown yet.
      if (kit?.appkit.getState().open) void kit.appkit.close()
    },
    /** Any state → destroyed: stops the subscriptions and destroys the kit (or the one that arrives). */
    destroy() {
      state = 'destroyed'
      held.forEach((entry) => entry.stop?.())
      held.clear()
      kit?.appkit.destroy()
    },
  }
}

function sameValue(a: unknown, b: unknown): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b)
}
