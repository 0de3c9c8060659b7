import type { ComponentType } from 'react'
import type { Locale } from '@gatehouse/common'
import type { AnyFeatureManifest, FeatureFlag, Features, RouterData, View } from '@gatehouse/controllers'
import type { AppkitMessages } from '../i18n/appkitMessages'

// What a registry entry is and what derives from a table of them, apart from the table itself: the
// views the table loads read it (through RegistryContext) without importing it back.

/** A lazily loaded tab of a view, named `<View>/<tab>`: the places the modal's own views leave to a feature. */
export type ViewTab = 'Account/activity' | 'Connect/email' | 'Connect/socials'

/** What the registry names: the modal's views and their lazily loaded tabs. */
export type RegistryName = View | ViewTab

/**
 * True when the feature's switch is on: the host's or remote value (a list: while it has an entry),
 * else the manifest's default; no switch: always on.
 */
export function isFeatureOn(features: Features, flag: FeatureFlag | undefined): boolean {
  if (!flag) return true
  const value = (features as unknown as Record<string, unknown>)[flag.option]
  if (value === undefined) return flag.defaultOn === true
  return Array.isArray(value) ? value.length > 0 : value === true
}

/**
 * One view or lazy tab: its title in the modal's language (or a name from its data, such as the
 * wallet's); its component, loaded on first use as its own chunk (the modal preloads Connect's with
 * its own, see loadModal); and, for a feature's view, its feature, whose switch gates it (off: it
 * cannot be opened and its code is never requested) and whose messages title it (see useViewTitle).
 */
export interface RegistryEntry {
  title: (messages: AppkitMessages, data: RouterData | undefined, locale: Locale) => string
  feature?: AnyFeatureManifest
  load: () => Promise<{ default: ComponentType }>
}

/** The view registry's shape: views absent from it cannot be opened. */
export type ViewRegistry = Partial<Record<RegistryName, RegistryEntry>>

/** True when the registry has the view or tab and the feature gating it, if any, is on. */
export function isAvailableIn(registry: ViewRegistry, name: RegistryName, features: Features): boolean {
  const entry = registry[name]
  return entry !== undefined && isFeatureOn(features, entry.feature?.flag)
}

/** The title of a view (its header) or of a tab (its label) in the modal's language, with the view's data. */
export function titleIn(
  registry: ViewRegistry,
  name: RegistryName,
  messages: AppkitMessages,
  data?: RouterData,
  locale: Locale = 'en',
): string {
  return registry[name]?.title(messages, data, locale) ?? name
}
