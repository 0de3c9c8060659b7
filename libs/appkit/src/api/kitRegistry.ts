import type { LocaleSetting } from '@gatehouse/common'
import type { AppKitOptions, Kit } from '@gatehouse/controllers'
import type { KitHandOver } from './kitHandOver'
import type { AppKit } from './types'

/**
 * What the page's first bundle keeps of an instance for its elements and hooks: its hand-over to the
 * loaded kit (see kitHandOver: its state, the kit once built, loading it, the modal's frame a press
 * shows meanwhile), and what the connect button and that frame read before the kit is there.
 */
export interface KitBinding extends Pick<
  KitHandOver,
  'state' | 'load' | 'loaded' | 'showOpening' | 'cancelOpen'
> {
  /** Loads the kit and mounts its modal, closed (see prepareModalOf). */
  prepareModal(): void
  locale(): LocaleSetting
  subscribeLocale(listener: () => void): () => void
  /** What the frame lists the wallets from, as the modal will: the host's options, stored recent wallets. */
  opening(): { options: AppKitOptions; hasRecentWallets: boolean }
}

/**
 * Links each public instance to its kit, and remembers the newest instance: like @reown/appkit,
 * hooks and `<appkit-button>` work without a provider by using it. Controllers themselves keep no
 * module-level state; this registry is the host-facing binding only.
 */
const kits = new WeakMap<AppKit, KitBinding>()
let newest: AppKit | undefined

/** Links an instance to what loads its kit. */
export function registerKit(appkit: AppKit, binding: KitBinding) {
  kits.set(appkit, binding)
  newest = appkit
}

export function unregisterKit(appkit: AppKit) {
  kits.delete(appkit)
  if (newest === appkit) newest = undefined
}

/** The binding of a public instance. */
export function bindingOf(appkit: AppKit): KitBinding {
  const registered = kits.get(appkit)
  if (!registered) throw new Error('This AppKit instance was destroyed')
  return registered
}

/** The controllers behind a public instance, once its kit has loaded. */
export function loadedKitOf(appkit: AppKit): Kit | undefined {
  return kits.get(appkit)?.loaded()?.kit
}

/**
 * The visitor's first sign of intent (pointer over, focus, press on a kit element): loads the kit,
 * starts the adapters' wallet discovery and the remote calls, loads the modal's chunk and mounts the
 * modal, closed, so that the press only opens it. Every element that opens the modal calls this on
 * intent.
 */
export function prepareModalOf(appkit: AppKit): void {
  kits.get(appkit)?.prepareModal()
}

/** The most recently created instance, if any. */
export function newestAppKit(): AppKit | undefined {
  return newest
}
