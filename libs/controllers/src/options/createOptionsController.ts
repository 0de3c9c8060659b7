import { proxy } from 'valtio/vanilla'
import type { AlertController } from '../alert/createAlertController'
import { resolveFeatures, type Features } from './features'
import type { AppKitOptions, AppMetadata, SiwxConfig } from './types'

/** Where the cloud service runs when the host does not say: `npm start`'s local apps/cloud. */
export const defaultApiUrl = 'http://127.0.0.1:8787'

export interface OptionsState {
  projectId: string | undefined
  apiUrl: string
  metadata: AppMetadata | undefined
  features: Features
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
  siwx: SiwxConfig | undefined
  termsConditionsUrl: string | undefined
  privacyPolicyUrl: string | undefined
  debug: boolean
}

/** The host's options with the defaults of SPEC §1 applied. Raises the missing-projectId alert. */
export function createOptionsController(options: AppKitOptions, deps: { alert: AlertController }) {
  const state = proxy<OptionsState>({
    projectId: options.projectId || undefined,
    apiUrl: options.apiUrl ?? defaultApiUrl,
    metadata: options.metadata,
    features: resolveFeatures(options.features),
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
    siwx: options.siwx,
    termsConditionsUrl: options.termsConditionsUrl,
    privacyPolicyUrl: options.privacyPolicyUrl,
    debug: options.debug ?? false,
  })
  if (!state.projectId) deps.alert.open('PROJECT_ID_NOT_CONFIGURED')

  return {
    state,
    /** Applies the remote feature list; what the host set locally still wins. */
    applyRemoteFeatures(remote: Partial<Features>) {
      state.features = resolveFeatures(options.features, remote)
    },
  }
}

export type OptionsController = ReturnType<typeof createOptionsController>
