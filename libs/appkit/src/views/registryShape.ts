import type { ComponentType } from 'react'
import type { Features, RouterData, View } from '@gatehouse/controllers'
import type { AppkitMessages } from '../i18n/appkitMessages'

// What a registry entry is and what derives from a table of them, apart from the table itself: the
// views the table loads read it (through RegistryContext) without importing it back.

/** A lazily loaded tab of a view, named `<View>/<tab>`. */
export type ViewTab = 'Account/activity' | 'Connect/email' | 'Connect/socials'

/** What the registry names: the modal's views and their lazily loaded tabs. */
export type RegistryName = View | ViewTab

/** A host feature that can be off (the on/off ones of `Features`, and socials: a list or false). */
export type GatingFeature =
  | {
      [Name in keyof Features]-?: Features[Name] extends boolean ? Name : never
    }[keyof Features]
  | 'socials'

/** True when the feature is on: a boolean feature's value, socials' while the list has a provider. */
export function isFeatureOn(features: Features, feature: GatingFeature): boolean {
  const value = features[feature]
  return Array.isArray(value) ? value.length > 0 : value === true
}

/**
 * One view or lazy tab: its title in the modal's language (or a name from its data, such as the
 * wallet's); its component, loaded on first use as its own chunk (the modal preloads Connect's with
 * its own, see loadModal); and the feature that gates it (off: it cannot be opened and its code is
 * never requested).
 */
export interface RegistryEntry {
  title: (messages: AppkitMessages, data: RouterData | undefined) => string
  feature?: GatingFeature
  load: () => Promise<{ default: ComponentType }>
}

/** The view registry's shape: views absent from it cannot be opened. */
export type ViewRegistry = Partial<Record<RegistryName, RegistryEntry>>

/** True when the registry has the view or tab and the feature gating it, if any, is on. */
export function isAvailableIn(registry: ViewRegistry, name: RegistryName, features: Features): boolean {
  const entry = registry[name]
  return entry !== undefined && (entry.feature === undefined || isFeatureOn(features, entry.feature))
}

/** The title of a view (its header) or of a tab (its label) in the modal's language, with the view's data. */
export function titleIn(
  registry: ViewRegistry,
  name: RegistryName,
  messages: AppkitMessages,
  data?: RouterData,
): string {
  return registry[name]?.title(messages, data) ?? name
}
