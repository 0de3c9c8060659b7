import {
  canonicalLocaleTag,
  defaultThemeMode,
  OptionsMessage,
  GatehouseError,
  pickHostLocale,
  resolveLocale,
  socialResultQueryParameter,
  type ChainNamespace,
  type ThemeMode,
  type ThemeVariables,
} from '@gatehouse/common'
import type { AppKitOptions, HostEvent, KitEnvironment } from '@gatehouse/controllers'
import { defineAppKitButton } from '../element/defineAppKitButton'
import { defineHostElements } from '../element/defineHostElements'
import { checkOptionsEarly, checkThemeVariables } from './checkOptionsEarly'
import { readEarlyState } from './earlyState'
import { inNextTask } from './inNextTask'
import { kitHandOver, type LoadedKit, type ShellAnswers } from './kitHandOver'
import type { KitChunk } from './kitChunk'
import { registerKit, unregisterKit } from './kitRegistry'
import { memoized, memoizedPerKey } from './memoized'
import type { AppKit, AppKitAccount, AppKitNetworkState, AppKitState, AppKitTheme } from './types'

const noAccounts: AppKitAccount['allAccounts'] = Object.freeze([])

/**
 * Creates a kit instance. This is the page's first-bundle part: it checks the options the first state
 * depends on, answers every getter from the options and storage, and draws `<appkit-button>`. The
 * kit itself (controllers, option schema, storage, adapters' registration) loads in one chunk on the
 * visitor's first intent or `open()`, or at once when storage says a session is connected (it is then
 * restored). Until then the shell answers the API; then every call goes to the kit, and what the host
 * did meanwhile moves to it (the hand-over: api/kitHandOver). Safe during server rendering.
 */
export function createAppKit(
  options: AppKitOptions,
  environment: Omit<KitEnvironment, 'isViewAvailable'> = {},
): AppKit {
  checkOptionsEarly(options)
  const inBrowser = typeof window !== 'undefined' && typeof document !== 'undefined'
  const early = readEarlyState(options, environment.storage)
  // A social login's result in the address (its redirect flow) is finished at once, like a session.
  // The shell names the parameter itself: it holds no manifest, and waiting for the intent would leave
  // the visitor unconnected; the kit then runs the socials feature's page-load work
  // (docs/architecture/lazy-loading.md#page-load-work).
  const socialResult =
    inBrowser && new URLSearchParams(window.location.search).has(socialResultQueryParameter)
  const restoring = inBrowser && (early.restoring.length > 0 || socialResult)
  // What the host sets before the kit has loaded; the kit starts from it.
  let themeMode: ThemeMode = options.themeMode ?? defaultThemeMode
  let themeVariables: ThemeVariables = { ...options.themeVariables }
  let locale = pickHostLocale(options.locale)
  const created: HostEvent = { timestamp: Date.now(), data: { type: 'track', event: 'MODAL_CREATED' } }
  Object.freeze(created)
  const localeListeners = new Set<() => void>()
  const earlyState = memoized((): AppKitState => ({
    open: false,
    loading: false,
    selectedNetworkId: early.caipNetworkId(early.activeNamespace),
    activeChain: early.activeNamespace,
    initialized: !restoring,
  }))
  const noAccount = memoizedPerKey((namespace: ChainNamespace): AppKitAccount => ({
    address: undefined,
    caipAddress: undefined,
    isConnected: false,
    status: restoring && early.restoring.includes(namespace) ? 'connecting' : 'disconnected',
    allAccounts: noAccounts,
  }))
  const earlyNetwork = memoizedPerKey((namespace: ChainNamespace): AppKitNetworkState => {
    const caipNetwork = early.network(namespace)
    return { caipNetwork, caipNetworkId: caipNetwork?.caipNetworkId, chainId: caipNetwork?.id }
  })
  const earlyTheme = memoized((): AppKitTheme => ({ themeMode, themeVariables }))
  const none = () => undefined
  /** The kit's API, once it has loaded (asked for now if need be). */
  const whenLoaded = async () => (await handOver.load()).appkit
  // The shell's answers while the hand-over is idle or loading (kitHandOver forwards every call to
  // the kit once it is ready): getters from the options and storage; setters keep what the kit will
  // start from; calls that need the kit load it and wait; network changes are queued; subscriptions
  // are held. Nothing is open before the kit: `close()` closes nothing.
  const shell: ShellAnswers = {
    async open(openOptions) {
      if (inBrowser) await handOver.open(openOptions)
    },
    async close() {},
    getState: earlyState,
    subscribeState: (listener) =>
      handOver.hold(
        (kit) => kit.getState(),
        (kit) => kit.subscribeState(listener),
        listener,
      ),
    getAccount: (namespace) => noAccount(namespace ?? early.activeNamespace),
    subscribeAccount: (listener, namespace) =>
      handOver.hold(
        (kit) => kit.getAccount(namespace),
        (kit) => kit.subscribeAccount(listener, namespace),
        listener,
      ),
    getCaipNetwork: (namespace) => shell.getNetwork(namespace).caipNetwork,
    getNetwork: (namespace) => earlyNetwork(namespace ?? early.activeNamespace),
    subscribeNetwork: (listener, namespace) =>
      handOver.hold(
        (kit) => kit.getNetwork(namespace),
        (kit) => kit.subscribeNetwork(listener, namespace),
        listener,
      ),
    switchNetwork: async (network) => (await whenLoaded()).switchNetwork(network),
    disconnect: (namespace) =>
      handOver.state() === 'loading'
        ? whenLoaded().then((kit) => kit.disconnect(namespace))
        : Promise.resolve(),
    // Networks added or removed before the kit has loaded: the kit applies (and checks) them as it loads.
    addNetwork: (namespace, network) => handOver.queue((kit) => kit.addNetwork(namespace, network)),
    removeNetwork: (namespace, id) => handOver.queue((kit) => kit.removeNetwork(namespace, id)),
    getThemeMode: () => themeMode,
    setThemeMode(mode) {
      if (mode !== 'light' && mode !== 'dark') {
        throw new GatehouseError(
          'InvalidOptions',
          OptionsMessage.invalidOptions(`themeMode: ${String(mode)}`),
        )
      }
      themeMode = mode
      handOver.changed()
    },
    getThemeVariables: () => themeVariables,
    getTheme: earlyTheme,
    setThemeVariables(variables) {
      checkThemeVariables(variables)
      themeVariables = { ...themeVariables, ...variables }
      handOver.changed()
    },
    subscribeTheme: (listener) =>
      handOver.hold(
        (kit) => kit.getTheme(),
        (kit) => kit.subscribeTheme(listener),
        listener,
      ),
    getWalletProvider: none,
    // Held with no value to compare: these listeners hear nothing of the hand-over itself.
    subscribeProviders: (listener) => handOver.hold(none, (kit) => kit.subscribeProviders(listener), none),
    getEvent: () => created,
    subscribeEvents: (listener) => handOver.hold(none, (kit) => kit.subscribeEvents(listener), none),
    getWalletInfo: none,
    subscribeWalletInfo: (listener) =>
      handOver.hold(
        (kit) => kit.getWalletInfo(),
        (kit) => kit.subscribeWalletInfo(listener),
        listener,
      ),
    connectWallet: async (wallet) => (await whenLoaded()).connectWallet(wallet),
    getSIWX: () => options.siwx,
    getSIWXSession: none,
    subscribeSIWXSession: (listener) =>
      handOver.hold(
        (kit) => kit.getSIWXSession(),
        (kit) => kit.subscribeSIWXSession(listener),
        listener,
      ),
    signOutSIWX: async () => (await whenLoaded()).signOutSIWX(),
    ready: () =>
      restoring || handOver.state() === 'loading'
        ? whenLoaded().then((kit) => kit.ready())
        : Promise.resolve(),
  }
  const handOver = kitHandOver(shell, (takeOverOpening) => {
    // The adapters' discovery code downloads beside the kit's chunk, not after it.
    for (const adapter of options.adapters ?? []) adapter.prepare?.()
    // The chunk's evaluation, the kit's creation and the modal's mounting are three tasks.
    return import('./kitChunk').then(inNextTask<KitChunk>).then((chunk) => ({
      ...chunk.createFullAppKit({ ...options, themeMode, themeVariables, locale: locale.tag }, environment, {
        restoring,
        takeOverOpening,
      }),
      ConnectedButton: chunk.ConnectedButton,
    }))
  })
  // The locale is the shell's in every state: the connect button reads it before and after the kit.
  const appkit: AppKit = {
    ...handOver.api,
    getLocale: () => locale.tag,
    setLocale(tag) {
      if (canonicalLocaleTag(tag) === undefined) {
        throw new GatehouseError('InvalidOptions', OptionsMessage.invalidLocale(tag))
      }
      const kit = handOver.loaded()
      if (kit) {
        kit.appkit.setLocale(tag)
        locale = resolveLocale(tag)
      } else locale = pickHostLocale(tag)
      localeListeners.forEach((listener) => listener())
    },
    destroy() {
      handOver.destroy()
      localeListeners.clear()
      unregisterKit(appkit)
    },
  }
  registerKit(appkit, {
    ...handOver,
    prepareModal() {
      if (!inBrowser) return
      // A failed load here is asked again, and reported, by the press that follows.
      handOver
        .load()
        .then(inNextTask<LoadedKit>)
        .then((kit) => kit.prepareModal())
        .catch(() => undefined)
    },
    locale: () => locale,
    subscribeLocale(listener) {
      localeListeners.add(listener)
      return () => localeListeners.delete(listener)
    },
    opening: () => ({ options, hasRecentWallets: early.hasRecentWallets() }),
  })
  const loadNow = () => {
    if (!inBrowser || handOver.state() === 'destroyed') return
    handOver.load().catch((error: unknown) => console.error('[gatehouse] the kit could not load', error))
  }
  if (restoring) loadNow()
  // A host that runs an adapter's runtime itself (its own wagmi) sees its connection in the kit at once.
  for (const adapter of options.adapters ?? []) adapter.whenHostStarts?.(loadNow)
  if (inBrowser) {
    defineAppKitButton()
    defineHostElements()
  }
  return appkit
}
