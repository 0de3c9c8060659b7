import { proxy, snapshot, subscribe } from 'valtio/vanilla'
import type { ChainNamespace, ThemeMode, ThemeVariables } from '@gatehouse/common'
import {
  createControllers,
  type AppKitOptions,
  type Kit,
  type KitEnvironment,
  type OpenOptions,
} from '@gatehouse/controllers'
import { features } from '../features'
import { warmLocale } from '../i18n/warmLocale'
import { loadModal } from '../modal/loadModal'
import { viewGatesOf } from '../views/viewGates'
import { continueOpeningChoice, type OpeningChoice } from './continueOpeningChoice'
import { memoized, memoizedPerKey } from './memoized'
import { pendingPageLoadWork } from './pageLoadWork'
import { hostSurface } from './hostSurface'
import { subscribeDerived } from './subscribeDerived'
import type { AppKit, AppKitAccount, AppKitNetworkState, AppKitState, AppKitTheme } from './types'

/** A loaded kit: its controllers, the public API they back, and what prepares the modal on intent. */
export interface FullAppKit {
  kit: Kit
  appkit: AppKit
  prepareModal(): void
  /** Goes on with the wallet pressed in the modal's frame (see continueOpeningChoice); returns what gives it up. */
  continueOpening(choice: OpeningChoice): () => void
  /** Applies, in order, the calls the host made before the kit was built (kitHandOver queues them). */
  applyQueued(calls: ((appkit: AppKit) => void)[]): void
}

/**
 * Builds the kit behind a `createAppKit` instance (see createAppKit, the page's first-bundle shell):
 * its controllers, its adapters (registered, not yet loaded) and the public API. A stored session is
 * restored at once; nothing else is fetched before the visitor's intent. What the host did before
 * it was built is handed over to it by the shell (see kitHandOver).
 */
export function createFullAppKit(
  options: AppKitOptions,
  environment: Omit<KitEnvironment, 'isViewAvailable'> = {},
  start: {
    restoring: boolean
    /** Closes the frame a press showed while the kit loaded, as the modal's dialog shows. */
    takeOverOpening?: () => boolean
  } = { restoring: true },
): FullAppKit {
  // The kit's features (src/features.ts) are data to the kit and the modal: the gates of open({ view })
  // and the remote switches here, the registry of the modal it mounts.
  const kit: Kit = createControllers(options, {
    // The embedded wallet's code (e-mail and social login), by dynamic import on its first use.
    loadEmbeddedWallet: () =>
      import('@gatehouse/embedded-wallet').then((module) => module.startEmbeddedWallet),
    ...environment,
    ...viewGatesOf(features),
  })
  // With no stored session to restore, the kit is initialized from the start (as the shell said).
  const lifecycle = proxy({ initialized: !start.restoring })
  const inBrowser = typeof window !== 'undefined' && typeof document !== 'undefined'
  const restored = (inBrowser ? kit.connection.restore() : Promise.resolve()).finally(() => {
    lifecycle.initialized = true
  })
  // What a feature finishes as the page loads (a social login back from its redirect), once any
  // session is restored (docs/architecture/lazy-loading.md#page-load-work).
  const pageLoadWork = inBrowser
    ? pendingPageLoadWork(features, window.location.href, kit.options.state.features)
    : []
  if (pageLoadWork.length > 0) {
    void restored
      .then(() => import('./runPageLoadWork'))
      .then((module) => module.runPageLoadWork(kit, pageLoadWork))
  }
  let unmountModal: (() => void) | undefined
  let destroyed = false

  async function ensureModal() {
    if (unmountModal || destroyed) return
    warmLocale(kit.options.state.locale.locale)
    const mount = await loadModal()
    if (!unmountModal && !destroyed) unmountModal = mount(kit, features, start.takeOverOpening)
  }

  // The kit opens the modal by itself too (the sign-in prompt after a reload, for one): it mounts
  // then, as it does for the host's `open`.
  const stopMountOnOpen = subscribe(kit.modal.state, () => {
    if (inBrowser && kit.modal.state.open && !unmountModal) ensureModal().catch(() => undefined)
  })

  const stateOf = memoized((): AppKitState => ({
    open: kit.modal.state.open,
    loading: kit.modal.state.loading,
    selectedNetworkId: kit.chain.caipNetworkId(),
    activeChain: kit.chain.state.activeNamespace,
    initialized: lifecycle.initialized,
  }))
  const accountOf = memoizedPerKey((namespace: ChainNamespace | undefined): AppKitAccount => {
    const account = kit.chain.account(namespace)
    return {
      address: account?.address,
      caipAddress: account?.caipAddress,
      isConnected: kit.connection.isConnected(namespace),
      status: kit.connection.status(namespace),
      allAccounts: account ? snapshot(account.allAccounts) : [],
    }
  })
  const networkOf = memoizedPerKey((namespace: ChainNamespace | undefined): AppKitNetworkState => {
    const found = kit.chain.network(namespace)
    const caipNetwork = found && snapshot(found)
    const caipNetworkId = kit.chain.caipNetworkId(namespace)
    // On an unsupported network there is no Network object; the id still says where the wallet is.
    const reference = caipNetworkId?.split(':')[1]
    const chainId = caipNetwork?.id ?? (reference && /^\d+$/.test(reference) ? Number(reference) : reference)
    return { caipNetwork, caipNetworkId, chainId }
  })
  const themeOf = memoized((): AppKitTheme => ({
    themeMode: kit.theme.state.themeMode,
    themeVariables: snapshot(kit.theme.state.themeVariables),
  }))

  const appkit: AppKit = {
    async open(openOptions?: OpenOptions) {
      if (!inBrowser) return
      kit.open(openOptions)
      await ensureModal()
    },
    async close() {
      kit.close()
    },
    getState: stateOf,
    subscribeState: (listener) =>
      subscribeDerived([kit.modal.state, kit.chain.state, lifecycle], stateOf, listener),
    getAccount: accountOf,
    subscribeAccount: (listener, namespace) =>
      subscribeDerived([kit.chain.state, kit.connection.state], () => accountOf(namespace), listener),
    getCaipNetwork: (namespace) => networkOf(namespace).caipNetwork,
    getNetwork: networkOf,
    subscribeNetwork: (listener, namespace) =>
      subscribeDerived([kit.chain.state], () => networkOf(namespace), listener),
    switchNetwork: (network) => kit.switchNetwork(network),
    disconnect: (namespace) => kit.disconnect(namespace),
    addNetwork: (namespace, network) => kit.addNetwork(namespace, network),
    removeNetwork: (namespace, networkId) => kit.removeNetwork(namespace, networkId),
    getThemeMode: () => kit.theme.state.themeMode,
    setThemeMode: (mode: ThemeMode) => kit.theme.setThemeMode(mode),
    getThemeVariables: () => themeOf().themeVariables,
    getTheme: themeOf,
    setThemeVariables: (variables: ThemeVariables) => kit.theme.setThemeVariables(variables),
    getLocale: () => kit.options.state.locale.tag,
    setLocale(tag: string) {
      kit.options.setLocale(tag)
      // An open modal switches once the new language's messages have arrived.
      if (unmountModal) warmLocale(kit.options.state.locale.locale)
    },
    subscribeTheme: (listener) => subscribeDerived([kit.theme.state], themeOf, listener),
    getWalletProvider(namespace) {
      const target = namespace ?? kit.chain.state.activeNamespace
      return kit.connection.isConnected(target) ? kit.adapters.find(target)?.getWalletProvider() : undefined
    },
    subscribeProviders: (listener) =>
      subscribeDerived(
        [kit.connection.state],
        () => JSON.stringify(kit.connection.state.namespaces),
        () => listener(),
      ),
    ready: () => restored,
    ...hostSurface(kit, (options) => appkit.open(options)),
    destroy() {
      destroyed = true
      stopMountOnOpen()
      unmountModal?.()
      kit.destroy()
    },
  }
  const prepareModal = () => {
    if (!inBrowser) return
    void kit.prepare()
    // A failed load here is asked again, and reported, by the press that follows.
    ensureModal().catch(() => undefined)
  }
  return {
    kit,
    appkit,
    prepareModal,
    continueOpening: (choice) => continueOpeningChoice(kit, choice),
    applyQueued(calls) {
      // A change the kit refuses (a namespace's last network) is reported; the others still apply.
      for (const call of calls) {
        try {
          call(appkit)
        } catch (error) {
          console.error('[gatehouse] a network change made before the kit loaded could not apply', error)
        }
      }
    },
  }
}
