import * as v from 'valibot'
import {
  isOriginAllowed,
  parseOnrampProviderList,
  socialProviders,
  type SocialProvider,
} from '@gatehouse/common'
import type { AlertController } from '../alert/createAlertController'
import type { ApiClient } from '../api/createApiClient'
import type { OptionsController } from '../options/createOptionsController'
import type { Features } from '../options/features'

const featureSchema = v.looseObject({
  id: v.string(),
  isEnabled: v.boolean(),
  config: v.nullish(v.unknown()),
})
const configSchema = v.object({ features: v.array(featureSchema) })
const originsSchema = v.object({ allowedOrigins: v.array(v.string()) })

/**
 * How long the views that the remote features shape (the Account view's row of actions) wait for
 * them before they show the local defaults: a row that gains Buy later would move the buttons under
 * the visitor's pointer.
 */
export const remoteFeaturesHoldMs = 1500

/** The console warning (docs/reference/features.md#remote-config-failure) when the remote configuration cannot be read. */
export const remoteConfigWarning =
  '[gatehouse] Could not load the project configuration from the service; using the local defaults.'

/** The remote feature list (docs/reference/features.md#remote-features) as features; entries it does not know are ignored. */
export function featuresFromRemote(
  list: v.InferOutput<typeof configSchema>['features'],
  remoteSwitches: readonly string[] = [],
): Partial<Features> {
  const features: Partial<Features> = {}
  for (const { id, isEnabled, config } of list) {
    switch (id) {
      case 'onramp':
        features.onramp = isEnabled
        features.onrampProviders = parseOnrampProviderList(config)
        break
      case 'email':
      case 'swaps':
      case 'activity':
      case 'reownBranding':
        features[id] = isEnabled
        break
      case 'socials': {
        const providers = Array.isArray(config)
          ? config.filter((entry): entry is SocialProvider =>
              socialProviders.includes(entry as SocialProvider),
            )
          : []
        features.socials = isEnabled && providers.length > 0 ? providers : false
        break
      }
      default:
        // A feature package's switch, by its option's name, when its manifest lets the project turn it off.
        if (remoteSwitches.includes(id)) (features as Record<string, boolean>)[id] = isEnabled
    }
  }
  return features
}

/** Reads the project's remote feature list. */
export async function fetchRemoteFeatures(
  api: ApiClient,
  remoteSwitches?: readonly string[],
): Promise<Partial<Features>> {
  const config = await api.getJson('/appkit/v1/config', {}, configSchema)
  return featuresFromRemote(config.features, remoteSwitches)
}

/** Reads the project's allowed origins; undefined when the service could not say (docs/reference/endpoints.md#allowed-origins). */
export async function fetchAllowedOrigins(api: ApiClient): Promise<string[] | undefined> {
  try {
    return (await api.getJson('/projects/v1/origins', {}, originsSchema)).allowedOrigins
  } catch {
    return undefined
  }
}

/** The failure's message and, when there is one, its cause's ("HTTP request failed. Failed to fetch"). */
function describeFailure(reason: unknown): string {
  if (!(reason instanceof Error)) return String(reason)
  const cause = reason.cause instanceof Error ? ` ${reason.cause.message}` : ''
  return `${reason.message}${cause}`
}

interface RemoteConfigurationDeps {
  api: ApiClient
  options: OptionsController
  alert: AlertController
  /** This page's origin. */
  origin: string
  /** Feature packages' switches the remote configuration may turn off. */
  remoteSwitches?: readonly string[] | undefined
}

/**
 * Applies the project's remote feature list and checks this page's origin against its allowed
 * origins (docs/reference/features.md#remote-features, docs/reference/validation.md#allowed-origins). A failed feature fetch keeps the local defaults with a console warning;
 * a failed origins fetch counts as an empty list, which raises nothing.
 */
export async function loadRemoteConfiguration({
  api,
  options,
  alert,
  origin,
  remoteSwitches,
}: RemoteConfigurationDeps) {
  if (!options.state.projectId) return
  const hold = setTimeout(() => options.keepLocalFeatures(), remoteFeaturesHoldMs)
  const [features, origins] = await Promise.allSettled([
    fetchRemoteFeatures(api, remoteSwitches),
    fetchAllowedOrigins(api),
  ])
  clearTimeout(hold)
  if (features.status === 'fulfilled') options.applyRemoteFeatures(features.value)
  else {
    options.keepLocalFeatures()
    // One line, no stack: an unreachable service is an expected state, not a crash to debug.
    console.warn(`${remoteConfigWarning} (${describeFailure(features.reason)})`)
  }
  const allowed = origins.status === 'fulfilled' ? origins.value : undefined
  if (allowed && !isOriginAllowed(origin, allowed)) alert.open('INVALID_APP_CONFIGURATION')
}
