import { useEffect, useState } from 'react'
import { arbitrum, localhost, mainnet, type Network, type ThemeMode } from '@gatehouse/common'
import {
  browserPlatform,
  createControllers,
  memoryStorageBackend,
  type AnyFeatureManifest,
  type Connector,
  type EmbeddedWalletState,
  type Kit,
  type KitEnvironment,
  type OpenOptions,
  type RouterData,
  type SignInState,
} from '@gatehouse/controllers'
import { KitProvider } from '@gatehouse/controllers/react'
import { storyAdapter, storyAddress, type StoryOutcome } from './storyAdapter'
import {
  connectStoryBitcoin,
  storyBitcoinAdapter,
  storyBitcoinNetworks,
  type StoryBitcoin,
} from './storyBitcoin'
import { storyServiceFetch } from './storyCatalogue'
import { storyFeatures, useStoryModal } from './storyModal'
import {
  connectStorySolana,
  storySolanaAdapter,
  storySolanaNetworks,
  type StorySolana,
} from './storyMultiChain'
import { storySiwx } from './storySiwx'
import { storySocialLogin, type StorySocialLogin } from './storySocialLogin'

const icon = (fill: string) =>
  'data:image/svg+xml,' +
  encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${fill}"/><circle cx="32" cy="32" r="14" fill="#fff"/></svg>`,
  )

export const storyConnectors: Connector[] = [
  {
    id: 'io.rabby',
    name: 'Rabby Wallet',
    type: 'ANNOUNCED',
    chain: 'eip155',
    imageUrl: icon('#7084ff'),
    info: { rdns: 'io.rabby' },
  },
  {
    id: 'com.example.wallet',
    name: 'Example Wallet',
    type: 'ANNOUNCED',
    chain: 'eip155',
    info: { rdns: 'com.example.wallet' },
  },
]

/** The story props of a visitor connected with Rabby on Ethereum (the account views and features). */
export const connectedStoryArgs = {
  theme: 'dark',
  connectors: storyConnectors,
  connectedChainId: 1,
  outcome: 'succeeds',
} as const

export interface ViewStoryProps {
  /**
   * The features the modal has, by manifest: a feature's stories pass their own (the modal's own
   * stories, the kit's list). Only their views can be opened, and only they appear where the modal
   * lists features (the Account view's actions and tabs, the Connect view's e-mail and social login).
   */
  features: readonly AnyFeatureManifest[]
  /**
   * The kit's other features too (libs/appkit/src/features.ts), as a host's modal has them: for a
   * feature shown inside a view of the modal that lists the others (the Account view's Activity tab).
   */
  withKitFeatures?: boolean
  open: OpenOptions
  /** Data the view reads from the router (a connector, a network). */
  data?: RouterData
  theme: ThemeMode
  /** How the fixture adapter answers connect, switch and balance requests. */
  outcome?: StoryOutcome
  /** Wallets the Connect view lists; `undefined` keeps discovery running (skeleton). */
  connectors?: Connector[] | undefined
  /** Connected on this chain id (a number outside the networks means unsupported). */
  connectedChainId?: number
  termsConditionsUrl?: string
  privacyPolicyUrl?: string
  /** How the catalogue service answers (default: never, so nothing loads). */
  service?: 'ok' | 'down' | 'pending'
  /** Lay the modal out as on a phone. */
  mobile?: boolean
  /** The modal's language (Storybook's Language toolbar). */
  locale?: string
  /** The connected wallet's connector id (default Rabby's; `authConnectorId` for the embedded wallet). */
  connectorId?: string
  /** The embedded wallet's state: a pending e-mail login, an e-mail change, the logged-in user. */
  embeddedWallet?: Partial<EmbeddedWalletState>
  /** The social login where it stands (the ConnectingSocial view's states; see storySocialLogin). */
  socialLogin?: StorySocialLogin
  /** Sign-in with the wallet on, required or not, in the given state of the sign-in view. */
  signIn?: { required: boolean; state?: Partial<Pick<SignInState, 'status' | 'declined' | 'expired'>> }
  /** Solana beside EVM: its networks and adapter, and a connected Solana account with `connected`. */
  solana?: StorySolana
  /** Bitcoin beside EVM: its networks and adapter, and with `connected` the payment account, active. */
  bitcoin?: StoryBitcoin
  /**
   * `pending`: the project's remote features are not known yet (the Account view's actions hold their
   * place until they are, at most a moment). Otherwise the story starts with them known.
   */
  remoteFeatures?: 'pending'
  /** Feature controllers by key, in place of the ones the features would create (a view in a set state). */
  extensions?: Record<string, object>
}

function buildKit(
  props: ViewStoryProps,
  gates: Pick<KitEnvironment, 'isViewAvailable' | 'remoteSwitches'>,
): Kit {
  const evmNetworks: [Network, ...Network[]] = [mainnet, arbitrum, localhost]
  const networks: [Network, ...Network[]] = [
    ...evmNetworks,
    ...(props.solana ? storySolanaNetworks : []),
    ...(props.bitcoin ? storyBitcoinNetworks : []),
  ]
  const outcome = props.outcome ?? 'pending'
  const kit = createControllers(
    {
      networks,
      adapters: [
        storyAdapter(evmNetworks, outcome, props.connectors),
        ...(props.solana ? [storySolanaAdapter(outcome)] : []),
        ...(props.bitcoin ? [storyBitcoinAdapter(outcome)] : []),
      ],
      projectId: 'storybook',
      themeMode: props.theme,
      ...(props.locale ? { locale: props.locale } : {}),
      ...(props.termsConditionsUrl ? { termsConditionsUrl: props.termsConditionsUrl } : {}),
      ...(props.privacyPolicyUrl ? { privacyPolicyUrl: props.privacyPolicyUrl } : {}),
      ...(props.signIn
        ? {
            siwx: storySiwx(props.signIn.required),
            metadata: {
              name: 'Example Shop',
              description: 'A shop',
              url: 'https://app.example.com',
              icons: [],
            },
          }
        : {}),
    },
    {
      storage: memoryStorageBackend(),
      ...gates,
      fetch: storyServiceFetch(props.service ?? 'pending'),
      platform: { ...browserPlatform(), isMobile: () => props.mobile ?? false },
    },
  )
  if (props.remoteFeatures !== 'pending') kit.options.keepLocalFeatures()
  if (props.connectedChainId !== undefined) {
    kit.connection.handleAdapterState('eip155', {
      status: 'connected',
      address: storyAddress,
      chainId: props.connectedChainId,
      connectorId: props.connectorId ?? 'io.rabby',
    })
  }
  if (props.solana === 'connected') {
    connectStorySolana(kit)
    // The EVM account, when there is one, stays the active one.
    if (props.connectedChainId !== undefined) kit.chain.setActiveNamespace('eip155')
  }
  if (props.bitcoin === 'connected') connectStoryBitcoin(kit)
  if (props.embeddedWallet) Object.assign(kit.embeddedWallet.wallet.state, props.embeddedWallet)
  if (props.signIn?.state) Object.assign(kit.signIn.state, props.signIn.state)
  for (const [key, controller] of Object.entries(props.extensions ?? {}))
    kit.extensions.use(key, () => controller)
  if (props.socialLogin) kit.extensions.use('socials', () => storySocialLogin(props.socialLogin))
  return kit
}

/**
 * Shows the real modal (the one Storybook's preview gives, see StoryModalProvider) on one view of a
 * kit set up for the story, with the story's features.
 */
export function ViewStory(props: ViewStoryProps) {
  const { Modal, gates, kitFeatures } = useStoryModal()
  const [features] = useState(() => storyFeatures(props, kitFeatures))
  const [kit] = useState(() => buildKit(props, gates(features)))
  useEffect(() => {
    kit.open(props.open)
    if (props.open.view && props.data) kit.router.replace(props.open.view, props.data)
    return () => kit.destroy()
  }, [kit, props.open, props.data])
  useEffect(() => kit.theme.setThemeMode(props.theme), [kit, props.theme])
  useEffect(() => kit.options.setLocale(props.locale ?? 'en'), [kit, props.locale])
  return (
    <KitProvider kit={kit}>
      <Modal features={features} />
    </KitProvider>
  )
}

/**
 * Renders a view story in the theme and language picked in Storybook's toolbar (dark and English
 * unless others are picked).
 */
export function renderViewStory(
  args: ViewStoryProps,
  context: { globals: { theme?: unknown; locale?: unknown } },
) {
  const locale = typeof context.globals.locale === 'string' ? context.globals.locale : 'en'
  return <ViewStory {...args} theme={context.globals.theme === 'light' ? 'light' : 'dark'} locale={locale} />
}
