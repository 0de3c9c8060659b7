import { proxy, ref } from 'valtio/vanilla'
import {
  canonicalLocaleTag,
  ErrorMessage,
  GatehouseError,
  pickHostLocale,
  type LocaleSetting,
  type SIWXConfig,
} from '@gatehouse/common'
import type { AlertController } from '../alert/createAlertController'
import { resolveFeatures, type Features } from './features'
import { siwxOfOptions } from '../siwx/siwxOfOptions'
import type { AppKitOptions, AppMetadata } from './types'
import { defaultEmbeddedWalletUrl } from '../embedded/embeddedWalletUrl'

/** Where the cloud service runs when the host does not say: `npm start`'s local apps/cloud. */
export const defaultApiUrl = 'http://127.0.0.1:8787'

export interface OptionsState {
  projectId: string | undefined
  apiUrl: string
  /** The embedded wallet's frame page (its own origin). */
  embeddedWalletUrl: string
  metadata: AppMetadata | undefined
  features: Features
  /**
   * Whether `features` can still change: `pending` until the project's remote feature list has been
   * applied or has failed (the local defaults then stand), `settled` after, and from the start
   * without a project id (nothing remote to wait for).
   */
  remoteFeatures: 'pending' | 'settled'
  featuredWalletIds: string[]
  includeWalletIds: string[]
  excludeWalletIds: string[]
  allowUnsupportedChain: boolean
  enableNetworkSwitch: boolean
  enableWalletConnect: boolean
  enableEIP6963: boolean
  enableInjected: boolean
  enableEmbedded: boolean
  manualWCControl: boolean
  /** Sign-in with the wallet: the host's `siwx`, or its legacy `siweConfig` adapted (undefined: off). */
  siwx: SIWXConfig | undefined
  /** The modal's language, picked from the host's `locale` (English by default). */
  locale: LocaleSetting
  termsConditionsUrl: string | undefined
  privacyPolicyUrl: string | undefined
  debug: boolean
}

/**
 * The language a host's tag picks; a language the modal does not ship falls back to English with a
 * console warning (a malformed tag never gets here: the options check or `setLocale` refuses it).
 */
function pickLocale(tag: string | undefined): LocaleSetting {
  const setting = pickHostLocale(tag)
  // Replaced whole, never mutated: a plain object is enough for the views' snapshots.
  return ref(setting)
}

/** The host's options with the defaults (docs/reference/features.md#local-defaults) applied. Raises the missing-projectId alert. */
export function createOptionsController(options: AppKitOptions, deps: { alert: AlertController }) {
  const siwx = siwxOfOptions(options)
  // Sign-in is on when the host passed an implementation, whatever the feature lists say.
  const features = (remote?: Partial<Features>) => ({
    ...resolveFeatures(options.features, remote),
    siwx: siwx !== undefined,
  })
  const state = proxy<OptionsState>({
    projectId: options.projectId || undefined,
    apiUrl: options.apiUrl ?? defaultApiUrl,
    embeddedWalletUrl: options.embeddedWalletUrl ?? defaultEmbeddedWalletUrl(options.apiUrl ?? defaultApiUrl),
    metadata: options.metadata,
    features: features(),
    remoteFeatures: options.projectId ? 'pending' : 'settled',
    featuredWalletIds: options.featuredWalletIds ?? [],
    includeWalletIds: options.includeWalletIds ?? [],
    excludeWalletIds: options.excludeWalletIds ?? [],
    allowUnsupportedChain: options.allowUnsupportedChain ?? false,
    enableNetworkSwitch: options.enableNetworkSwitch ?? true,
    enableWalletConnect: options.enableWalletConnect ?? true,
    enableEIP6963: options.enableEIP6963 ?? true,
    enableInjected: options.enableInjected ?? true,
    enableEmbedded: options.enableEmbedded ?? false,
    manualWCControl: options.manualWCControl ?? false,
    // A host's object (often a class instance) is used as it is, never wrapped in a proxy.
    siwx: siwx && ref(siwx),
    locale: pickLocale(options.locale),
    termsConditionsUrl: options.termsConditionsUrl,
    privacyPolicyUrl: options.privacyPolicyUrl,
    debug: options.debug ?? false,
  })
  if (!state.projectId) deps.alert.open('PROJECT_ID_NOT_CONFIGURED')

  return {
    state,
    /** Applies the remote feature list; what the host set locally still wins. */
    applyRemoteFeatures(remote: Partial<Features>) {
      state.features = features(remote)
      state.remoteFeatures = 'settled'
    },
    /** The remote feature list could not be read: the local defaults stand. */
    keepLocalFeatures() {
      state.remoteFeatures = 'settled'
    },
    /**
     * Changes the modal's language (see `AppKitOptions.locale`).
     * @throws GatehouseError when `tag` is not a BCP 47 language tag.
     */
    setLocale(tag: string) {
      if (canonicalLocaleTag(tag) === undefined) {
        throw new GatehouseError('InvalidOptions', ErrorMessage.invalidLocale(tag))
      }
      state.locale = pickLocale(tag)
    },
  }
}

export type OptionsController = ReturnType<typeof createOptionsController>
