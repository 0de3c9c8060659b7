import { accountNameIssue, fullAccountName } from '@gatehouse/common'
import type { NameStore } from './nameStore'

/** How many free variations follow the typed name. */
export const suggestedVariations = 3

/** Variations of a label to offer when it is taken, in the order they are offered. */
function variationsOf(label: string): string[] {
  const numbered = Array.from({ length: 9 }, (_, index) => `${label}${index + 1}`)
  return [...numbered.slice(0, 3), `${label}-id`, `my-${label}`, ...numbered.slice(3)]
}

/** One suggestion of `GET /v1/profile/suggestions/{name}`. */
export interface NameSuggestion {
  name: string
  registered: boolean
}

/**
 * The typed name first (registered or not), then up to three free variations that keep the rules
 * of docs/reference/validation.md#account-names; the label must already be a valid one.
 */
export async function suggestNames(store: NameStore, label: string, zone: string): Promise<NameSuggestion[]> {
  const typed = fullAccountName(label, zone)
  const candidates = variationsOf(label.toLowerCase())
    .filter((variation) => accountNameIssue(variation) === undefined)
    .map((variation) => fullAccountName(variation, zone))
  const registered = await store.registeredAmong([typed, ...candidates])
  const free = candidates.filter((name) => !registered.has(name)).slice(0, suggestedVariations)
  return [
    { name: typed, registered: registered.has(typed) },
    ...free.map((name) => ({ name, registered: false })),
  ]
}
