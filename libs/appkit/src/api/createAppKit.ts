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
import { handOver, type HandOver } from './handOver'
import { inNextTask } from './inNextTask'
import type { KitChunk } from './kitChunk'
import { registerKit, unregisterKit, type LoadedKit } from './kitRegistry'
import { memoized, memoizedPerKey } from './memoized'
import type { AppKit, AppKitAccount, AppKitNetworkState, AppKitState, AppKitTheme } from './types'

const noAccounts: AppKitAccount['allAccounts'] = Object.freeze([])

/**
 * Creates a kit instance. This is the page's first-bundle part: it checks the options the first state
 * depends on, answers every getter from the options and storage, and draws `<appkit-button>`. The
 * kit itself (controllers, option schema, storage, adapters' registration) loads in one chunk on the
 * visitor's first intent or `open()`, or at once when storage says a session is connected (it is then
 * restored). Listeners subscribed before that are handed over to it. Safe during server rendering.
 */
export function createAppKit(
  options: AppKitOptions,
  environment: Omit<KitEnvironment, 'isViewAvailable'> = {},
): AppKit {
  checkOptionsEarly(options)
  const inBrowser = typeof window !== 'undefined' && typeof document !== 'undefined'
  const early = readEarlyState(options, environment.storage)
  // A social login's result in the address (its redirect flow) is finished at once, like a session.
  const socialResult =
    inBrowser && new URLSearchParams(window.location.search).has(socialResultQueryParameter)
  const restoring = inBrowser && (early.restoring.length > 0 || socialResult)
  // What the host sets before the kit has loaded; the kit starts from it.
  let themeMode: ThemeMode = options.themeMode ?? defaultThemeMode
  let themeVariables: ThemeVariables = { ...options.themeVariables }
  let locale = pickHostLocale(options.locale)
  const created: HostEvent = { timestamp: Date.now(), data: { type: 'track', event: 'MODAL_CREATED' } }
  Object.freeze(created)
  const themeListeners = new Set<() => void>()
  const localeListeners = new Set<() => void>()
  const handOvers = new Set<HandOver>()
  // Networks added or removed before the kit has loaded: the kit applies (and checks) them as it loads.
  const networkChanges: ((kit: AppKit) => void)[] = []
  const changeNetworks = (change: (kit: AppKit) => void) => {
    if (loaded) change(loaded.appkit)
    else networkChanges.push(change)
  }
  let loaded: LoadedKit | undefined
  let loading: Promise<LoadedKit> | undefined
  let destroyed = false
  // The latest `open()` waiting for the kit, and the frame a press showed meanwhile (see showOpening).
  let openRequest = 0
  let dismissOpening: (() => boolean) | undefined
  const takeOverOpening = () => {
    const dismiss = dismissOpening
    dismissOpening = undefined
    return dismiss?.() ?? false
  }

  function load(): Promise<LoadedKit> {
    if (loading) return loading
    // The adapters' discovery code downloads beside the kit's chunk, not after it.
    for (const adapter of options.adapters ?? []) adapter.prepare?.()
    // The chunk's evaluation, the kit's creation and the modal's mounting are three tasks.
    loading = import('./kitChunk').then(inNextTask<KitChunk>).then(
      (chunk) => {
        const full = chunk.createFullAppKit(
          { ...options, themeMode, themeVariables, locale: locale.tag },
          environment,
          { restoring, networkChanges, takeOverOpening },
        )
        handOvers.forEach((entry) => entry.note(appkit))
        loaded = { ...full, ConnectedButton: chunk.ConnectedButton }
        if (destroyed) full.appkit.destroy()
        handOvers.forEach((entry) => entry.attach(full.appkit))
        return loaded
      },
      (error: unknown) => {
        // The chunk did not arrive (offline, a deploy): the next intent or `open()` asks again.
        loading = undefined
        throw error
      },
    )
    return loading
  }
  /** Subscribes now to the loaded kit, or once it has loaded. */
  function subscribe<T>(
    get: (appkit: AppKit) => T,
    listen: (appkit: AppKit) => () => void,
    listener: (value: T) => void,
  ) {
    if (loaded) return listen(loaded.appkit)
    const entry = handOver(get, listen, listener)
    handOvers.add(entry)
    return () => {
      handOvers.delete(entry)
      entry.stop()
    }
  }
  const full = () => loaded?.appkit
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
  const themeChanged = () => themeListeners.forEach((listener) => listener())
  const appkit: AppKit = {
    async open(openOptions) {
      if (!inBrowser) return
      const request = ++openRequest
      const kit = await load()
      if (request === openRequest) await kit.appkit.open(openOptions)
    },
    async close() {
      await full()?.close()
    },
    getState: () => full()?.getState() ?? earlyState(),
    subscribeState: (listener) =>
      subscribe(
        (kit) => kit.getState(),
        (kit) => kit.subscribeState(listener),
        listener,
      ),
    getAccount: (namespace) => full()?.getAccount(namespace) ?? noAccount(namespace ?? early.activeNamespace),
    subscribeAccount: (listener, namespace) =>
      subscribe(
        (kit) => kit.getAccount(namespace),
        (kit) => kit.subscribeAccount(listener, namespace),
        listener,
      ),
    getCaipNetwork: (namespace) => appkit.getNetwork(namespace).caipNetwork,
    getNetwork: (namespace) =>
      full()?.getNetwork(namespace) ?? earlyNetwork(namespace ?? early.activeNamespace),
    subscribeNetwork: (listener, namespace) =>
      subscribe(
        (kit) => kit.getNetwork(namespace),
        (kit) => kit.subscribeNetwork(listener, namespace),
        listener,
      ),
    switchNetwork: async (network) => (await load()).appkit.switchNetwork(network),
    async disconnect(namespace) {
      if (loading) await (await loading).appkit.disconnect(namespace)
    },
    addNetwork: (namespace, network) => changeNetworks((kit) => kit.addNetwork(namespace, network)),
    removeNetwork: (namespace, id) => changeNetworks((kit) => kit.removeNetwork(namespace, id)),
    getThemeMode: () => appkit.getTheme().themeMode,
    setThemeMode(mode) {
      if (mode !== 'light' && mode !== 'dark') {
        throw new GatehouseError(
          'InvalidOptions',
          OptionsMessage.invalidOptions(`themeMode: ${String(mode)}`),
        )
      }
      const kit = full()
      if (kit) return kit.setThemeMode(mode)
      themeMode = mode
      themeChanged()
    },
    getThemeVariables: () => appkit.getTheme().themeVariables,
    getTheme: () => full()?.getTheme() ?? earlyTheme(),
    setThemeVariables(variables) {
      const kit = full()
      if (kit) return kit.setThemeVariables(variables)
      checkThemeVariables(variables)
      themeVariables = { ...themeVariables, ...variables }
      themeChanged()
    },
    subscribeTheme(listener) {
      const notify = () => listener(earlyTheme())
      if (!loaded) themeListeners.add(notify)
      const stop = subscribe(
        (kit) => kit.getTheme(),
        (kit) => kit.subscribeTheme(listener),
        listener,
      )
      return () => {
        themeListeners.delete(notify)
        stop()
      }
    },
    getLocale: () => locale.tag,
    setLocale(tag) {
      if (canonicalLocaleTag(tag) === undefined) {
        throw new GatehouseError('InvalidOptions', OptionsMessage.invalidLocale(tag))
      }
      const kit = full()
      if (kit) {
        kit.setLocale(tag)
        locale = resolveLocale(tag)
      } else locale = pickHostLocale(tag)
      localeListeners.forEach((listener) => listener())
    },
    getWalletProvider: (namespace) => full()?.getWalletProvider(namespace),
    subscribeProviders: (listener) =>
      subscribe(
        () => undefined,
        (kit) => kit.subscribeProviders(listener),
        () => listener(),
      ),
    getEvent: () => full()?.getEvent() ?? created,
    subscribeEvents: (listener) =>
      subscribe(
        (kit) => kit.getEvent(),
        (kit) => kit.subscribeEvents(listener),
        () => undefined,
      ),
    getWalletInfo: () => full()?.getWalletInfo(),
    subscribeWalletInfo: (listener) =>
      subscribe(
        (kit) => kit.getWalletInfo(),
        (kit) => kit.subscribeWalletInfo(listener),
        listener,
      ),
    connectWallet: async (wallet) => (await load()).appkit.connectWallet(wallet),
    getSIWX: () => full()?.getSIWX() ?? options.siwx,
    getSIWXSession: () => full()?.getSIWXSession(),
    subscribeSIWXSession: (listener) =>
      subscribe(
        (kit) => kit.getSIWXSession(),
        (kit) => kit.subscribeSIWXSession(listener),
        listener,
      ),
    signOutSIWX: async () => (await load()).appkit.signOutSIWX(),
    ready: () => (restoring || loading ? load().then((kit) => kit.appkit.ready()) : Promise.resolve()),
    destroy() {
      destroyed = true
      handOvers.forEach((entry) => entry.stop())
      handOvers.clear()
      themeListeners.clear()
      localeListeners.clear()
      full()?.destroy()
      unregisterKit(appkit)
    },
  }
  registerKit(appkit, {
    load,
    loaded: () => loaded,
    prepareModal() {
      if (!inBrowser) return
      // A failed load here is asked again, and reported, by the press that follows.
      load()
        .then(inNextTask<LoadedKit>)
        .then((kit) => kit.prepareModal())
        .catch(() => undefined)
    },
    locale: () => locale,
    showOpening(dismiss) {
      dismissOpening = dismiss
    },
    cancelOpen() {
      openRequest++
      dismissOpening = undefined
      // An `open()` that reached the kit a moment before: its dialog has not shown yet.
      if (loaded?.appkit.getState().open) void loaded.appkit.close()
    },
    subscribeLocale(listener) {
      localeListeners.add(listener)
      return () => localeListeners.delete(listener)
    },
    opening: () => ({ options, hasRecentWallets: early.hasRecentWallets() }),
  })
  const loadNow = () => {
    if (!inBrowser || destroyed) return
    load().catch((error: unknown) => console.error('[gatehouse] the kit could not load', error))
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
