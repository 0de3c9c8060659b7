import type { NameSuggestion } from './profileSchemas'
import { Text } from '@gatehouse/ui'
import { useNamesMessages } from './i18n/namesMessages'

/**
 * The free variations the service suggested for the typed name; picking one types it. The typed
 * name itself is left out (its availability is said above).
 */
export function NameSuggestions(props: {
  suggestions: readonly NameSuggestion[]
  typed: string
  zone: string
  disabled: boolean
  onPick: (label: string) => void
}) {
  const messages = useNamesMessages()
  const others = props.suggestions.filter((suggestion) => suggestion.name !== props.typed)
  if (others.length === 0) return null
  const suffix = `.${props.zone}`
  return (
    <section className="gh-names__suggestions" aria-label={messages.suggestions()}>
      <Text as="h3" variant="small" tone="muted">
        {messages.suggestions()}
      </Text>
      <ul>
        {others.map((suggestion) => {
          const label = suggestion.name.endsWith(suffix)
            ? suggestion.name.slice(0, -suffix.length)
            : suggestion.name
          return (
            <li key={suggestion.name}>
              <button
                type="button"
                className="gh-names__suggestion"
                disabled={props.disabled || suggestion.registered}
                onClick={() => props.onPick(label)}
                aria-label={
                  suggestion.registered ? messages.suggestionTaken({ name: suggestion.name }) : undefined
                }
              >
                <bdi>{suggestion.name}</bdi>
              </button>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
