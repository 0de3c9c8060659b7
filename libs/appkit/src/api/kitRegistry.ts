import type { Kit } from '@gatehouse/controllers'
import type { AppKit } from './types'

/**
 * Links each public instance to its controllers, and remembers the newest instance: like
 * @reown/appkit, hooks and `<appkit-button>` work without a provider by using it. Controllers
 * themselves keep no module-level state; this registry is the host-facing binding only.
 */
const kits = new WeakMap<AppKit, Kit>()
let newest: AppKit | undefined

export function registerKit(appkit: AppKit, kit: Kit) {
  kits.set(appkit, kit)
  newest = appkit
}

export function unregisterKit(appkit: AppKit) {
  kits.delete(appkit)
  if (newest === appkit) newest = undefined
}

/** The controllers behind a public instance. */
export function kitOf(appkit: AppKit): Kit {
  const kit = kits.get(appkit)
  if (!kit) throw new Error('This AppKit instance was destroyed')
  return kit
}

/** The most recently created instance, if any. */
export function newestAppKit(): AppKit | undefined {
  return newest
}
