import { ErrorMessage, GatehouseError } from '@gatehouse/common'
import type { FeatureContext } from '@gatehouse/controllers'
import {
  nameRecordSchema,
  nameRegisteredSchema,
  nameSuggestionsSchema,
  reverseNamesSchema,
  type NameRecord,
  type NameSuggestion,
} from './profileSchemas'

/** What `POST /v1/profile/account` takes: the signed message and who signed it, on which chain. */
export interface NameRegistration {
  /** ENSIP-11 coin type of the chain the signature is checked on. */
  coin_type: number
  address: string
  /** The JSON text of name, attributes and timestamp (see nameRegistrationText). */
  message: string
  signature: string
}

/**
 * The profile calls (docs/reference/endpoints.md#profile-api) on the kit's service. Each failure is thrown as
 * the catalogue's error (docs/reference/messages.md#thrown-errors), the cause kept for the console.
 */
export function createProfileClient(api: FeatureContext['api']) {
  async function failingAs<T>(
    code: ConstructorParameters<typeof GatehouseError>[0],
    message: string,
    work: () => Promise<T>,
  ) {
    try {
      return await work()
    } catch (cause) {
      throw new GatehouseError(code, message, { cause })
    }
  }

  return {
    /** A registered name's record: 'Error resolving name' when it cannot be read (or is not registered). */
    account(name: string): Promise<NameRecord> {
      return failingAs('NameResolutionFailed', ErrorMessage.errorResolvingName, () =>
        api.getJson(`/v1/profile/account/${encodeURIComponent(name)}`, { apiVersion: 2 }, nameRecordSchema),
      )
    },

    /** The names an address registered, newest first. */
    namesOf(address: string): Promise<NameRecord[]> {
      return failingAs('NamesForAddressFailed', ErrorMessage.errorFetchingNamesForAddress, () =>
        api.getJson(
          `/v1/profile/reverse/${encodeURIComponent(address)}`,
          { sender: address, apiVersion: 2 },
          reverseNamesSchema,
        ),
      )
    },

    /** The typed name (first) and free variations of it in `zone`. */
    async suggestions(label: string, zone: string): Promise<NameSuggestion[]> {
      const answer = await failingAs('NameSuggestionsFailed', ErrorMessage.errorFetchingNameSuggestions, () =>
        api.getJson(`/v1/profile/suggestions/${encodeURIComponent(label)}`, { zone }, nameSuggestionsSchema),
      )
      return answer.suggestions
    },

    /** Registers the signed name: 'Error registering name {name}' when the service refuses or fails. */
    async register(registration: NameRegistration, name: string): Promise<string> {
      const answer = await failingAs('NameRegistrationFailed', ErrorMessage.errorRegisteringName(name), () =>
        api.postJson('/v1/profile/account', registration, nameRegisteredSchema),
      )
      return answer.name
    },
  }
}

export type ProfileClient = ReturnType<typeof createProfileClient>
