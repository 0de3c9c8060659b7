import { proxy } from 'valtio/vanilla'
import {
  accountNameIssue,
  defaultNameZone,
  ErrorMessage,
  evmCoinType,
  fullAccountName,
  isUserRejection,
  nameRegistrationText,
  Timing,
  type AccountNameIssue,
} from '@gatehouse/common'
import type { FeatureContext } from '@gatehouse/controllers'
import type { ProfileClient } from './createProfileClient'
import type { NameSuggestion } from './profileSchemas'

/** The RegisterAccountName form (docs/reference/views.md#register-account-name). */
export interface NameState {
  /** The label as the visitor typed it (the zone is added). */
  input: string
  /** The rule of docs/reference/validation.md#account-names the input breaks, once the visitor typed something. */
  issue: AccountNameIssue | undefined
  /** The typed name first, then free variations; empty until the service answered. */
  suggestions: NameSuggestion[]
  loadingSuggestions: boolean
  /** Whether the typed name is free: undefined until the service said. */
  available: boolean | undefined
  /** Signing and submitting. */
  registering: boolean
  /** The catalogue's error of the last failure (docs/reference/messages.md#thrown-errors); cleared when the visitor types. */
  error: string | undefined
  /** The name registered last, for RegisterAccountNameSuccess. */
  registeredName: string | undefined
}

/** How a registration ended. */
export type NameRegistrationOutcome = 'registered' | 'declined' | 'failed' | 'invalid'

/** What the name controller uses of its kit. */
export interface NameControllerDeps {
  profile: ProfileClient
  chain: Pick<FeatureContext['chain'], 'account' | 'network'>
  adapters: Pick<FeatureContext['adapters'], 'find'>
  /** Looks the active account's name up again; `force` skips the 5-minute cache. */
  identity: { load(options?: { force?: boolean }): Promise<void> }
  router: Pick<FeatureContext['router'], 'push'>
  /** The zone names are registered in (default gatehouse.id, as apps/cloud's). */
  zone?: string | undefined
  now?: () => number
  /** How long typing must pause before suggestions are asked for (docs/reference/limits.md#timings, `minimumSearchWait`). */
  debounceMs?: number
}

const emptyNames = (): NameState => ({
  input: '',
  issue: undefined,
  suggestions: [],
  loadingSuggestions: false,
  available: undefined,
  registering: false,
  error: undefined,
  registeredName: undefined,
})

/**
 * Account names (docs/reference/states.md#name-registration): checks the typed label against the rules as the visitor
 * types, asks for suggestions and availability once typing pauses, and registers the name by a
 * message the connected EVM wallet signs. A failure keeps what was typed and shows the catalogue's
 * error; success refreshes the account's identity past its cache and opens RegisterAccountNameSuccess.
 */
export function createNameController(deps: NameControllerDeps) {
  const { profile, chain, adapters, identity, router } = deps
  const zone = deps.zone ?? defaultNameZone
  const now = deps.now ?? Date.now
  const debounceMs = deps.debounceMs ?? Timing.minimumSearchWait
  const state = proxy<NameState>(emptyNames())
  let timer: ReturnType<typeof setTimeout> | undefined
  // Answers to an older input than the current one are dropped.
  let asked = 0

  async function loadSuggestions(label: string, ticket: number, quiet = false) {
    try {
      const suggestions = await profile.suggestions(label, zone)
      if (ticket !== asked) return
      const typed = fullAccountName(label, zone)
      state.suggestions = suggestions
      state.available = suggestions.find((suggestion) => suggestion.name === typed)?.registered === false
    } catch (error) {
      if (ticket !== asked) return
      console.warn('[gatehouse] could not fetch name suggestions', error)
      if (!quiet) state.error = ErrorMessage.errorFetchingNameSuggestions
    } finally {
      if (ticket === asked) state.loadingSuggestions = false
    }
  }

  function setInput(input: string) {
    clearTimeout(timer)
    const ticket = ++asked
    const issue = input === '' ? undefined : accountNameIssue(input)
    Object.assign(state, { input, issue, suggestions: [], available: undefined, error: undefined })
    state.loadingSuggestions = input !== '' && issue === undefined
    if (!state.loadingSuggestions) return
    timer = setTimeout(() => void loadSuggestions(input, ticket), debounceMs)
  }

  async function register(): Promise<NameRegistrationOutcome> {
    const label = state.input
    if (label === '' || accountNameIssue(label) !== undefined || state.registering) return 'invalid'
    const account = chain.account()
    const network = chain.network()
    const adapter = adapters.find('eip155')
    const name = fullAccountName(label, zone)
    // Names are only eip155 (docs/reference/limits.md#activity-chains).
    if (!account?.address || network?.chainNamespace !== 'eip155' || !adapter) {
      state.error = ErrorMessage.errorRegisteringName(name)
      return 'failed'
    }
    state.registering = true
    state.error = undefined
    try {
      const message = nameRegistrationText({ name, attributes: {}, timestamp: Math.floor(now() / 1000) })
      const signature = await adapter.signMessage({ message, address: account.address })
      const coinType = evmCoinType(Number(network.id))
      const registered = await profile.register(
        { coin_type: coinType, address: account.address, message, signature },
        name,
      )
      // The form starts over for the next name; the success view reads the one registered.
      Object.assign(state, { ...emptyNames(), registeredName: registered })
      router.push('RegisterAccountNameSuccess')
      await identity.load({ force: true })
      return 'registered'
    } catch (error) {
      if (isUserRejection(error)) {
        state.error = ErrorMessage.signatureDeclined
        return 'declined'
      }
      console.warn('[gatehouse] could not register the name', error)
      state.error = ErrorMessage.errorRegisteringName(name)
      // The name may have been taken meanwhile: show what the service says of it now.
      const ticket = ++asked
      state.loadingSuggestions = true
      await loadSuggestions(label, ticket, true)
      return 'failed'
    } finally {
      state.registering = false
    }
  }

  return {
    state,
    /** The full name the input stands for, `alice.gatehouse.id`. */
    fullName: (label: string = state.input) => fullAccountName(label, zone),
    zone,
    setInput,
    register,
    /** Starts the form over (opening RegisterAccountName again, a new account). */
    reset() {
      clearTimeout(timer)
      asked++
      Object.assign(state, emptyNames())
    },
    destroy() {
      clearTimeout(timer)
      asked++
    },
  }
}

export type NameController = ReturnType<typeof createNameController>
