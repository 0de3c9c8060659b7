import type { Kit } from '@gatehouse/controllers'
import type { AppKit } from './types'

/**
 * Links each public instance to its controllers, and remembers the newest instance: like
 * @reown/appkit, hooks and `<appkit-button>` work without a provider by using it. Controllers
 * themselves keep no module-level state; this registry is the host-facing binding only.
 */
const kits = new WeakMap<AppKit, { kit: Kit; prepareModal: () => void }>()
let newest: AppKit | undefined

/** Links an instance to its controllers and to what prepares its modal on the visitor's first intent. */
export function registerKit(appkit: AppKit, kit: Kit, prepareModal: () => void) {
  kits.set(appkit, { kit, prepareModal })
  newest = appkit
}

export function unregisterKit(appkit: AppKit) {
  kits.delete(appkit)
  if (newest === appkit) newest = undefined
}

/** The controllers behind a public instance. */
export function kitOf(appkit: AppKit): Kit {
  const registered = kits.get(appkit)
  if (!registered) throw new Error('This AppKit instance was destroyed')
  return registered.kit
}

/**
 * The visitor's first sign of intent (pointer over, focus, press on a kit element): starts the
 * adapters' wallet discovery and the remote calls, loads the modal's chunk and mounts the modal,
 * closed, so that the press only opens it. Every element that opens the modal calls this on intent.
 */
export function prepareModalOf(appkit: AppKit): void {
  kits.get(appkit)?.prepareModal()
}

/** The most recently created instance, if any. */
export function newestAppKit(): AppKit | undefined {
  return newest
}
