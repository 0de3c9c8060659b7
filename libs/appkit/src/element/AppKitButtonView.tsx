import { useCallback, useSyncExternalStore } from 'react'
import { ConnectButton, ThemeScope } from '@gatehouse/ui'
import type { AppKit } from '../api/types'
import { eagerMessages } from '../i18n/compiled/eager'
import { bindingOf, prepareModalOf } from '../api/kitRegistry'
import type { ButtonAttributes } from './buttonAttributes'
import { useOpeningDialog } from './useOpeningDialog'

/**
 * What `<appkit-button>` shows: Connect Wallet, or the connected account. It reads the instance's
 * public state, so it paints before the kit's code has loaded; the account button comes with the kit
 * (a session only connects once the kit has loaded).
 */
export function AppKitButtonView(props: { appkit: AppKit; attributes: ButtonAttributes }) {
  const { attributes, appkit } = props
  const binding = bindingOf(appkit)
  const theme = useSyncExternalStore(appkit.subscribeTheme, appkit.getTheme)
  const locale = useSyncExternalStore(binding.subscribeLocale, binding.locale)
  const state = useSyncExternalStore(appkit.subscribeState, appkit.getState)
  const namespace = attributes.namespace ?? state.activeChain
  const account = useSyncExternalStore(
    useCallback((listener: () => void) => appkit.subscribeAccount(listener, namespace), [appkit, namespace]),
    () => appkit.getAccount(namespace),
  )
  // The button's few words in every language are in the page's first bundle: it paints in the
  // visitor's language with no request before the first intent.
  const words = eagerMessages[locale.locale]
  const loaded = binding.loaded()
  const opening = useOpeningDialog(appkit)
  const onIntent = () => prepareModalOf(appkit)
  const open = () => void appkit.open({ namespace })
  // Connect Wallet shows the modal's frame at once, while the modal is on its way. The frame's small
  // chunk is asked for first, beside the kit's (waiting for it before the kit's made both later). The
  // kit is asked for a microtask later: a bundler may issue the frame's import() itself in a
  // microtask (Vite does when the chunk has nothing else to preload), and on HTTP/1.1 a request asked
  // after the kit's dozen waits for a free connection.
  const onConnectIntent = () => {
    opening.preload()
    queueMicrotask(onIntent)
  }
  const openConnect = () => {
    const openModal = () =>
      appkit.open({ namespace }).catch((error: unknown) => {
        opening.hide()
        console.error('[gatehouse] the modal could not open', error)
      })
    // The modal renders its first view in one long task: the frame paints before it starts (unless
    // the visitor has closed it by then).
    if (!opening.show()) void openModal()
    else requestAnimationFrame(() => setTimeout(() => opening.isShowing() && void openModal()))
  }

  return (
    <ThemeScope
      mode={theme.themeMode}
      variables={theme.themeVariables}
      className="gh-button-host"
      lang={locale.tag}
      dir={locale.dir}
    >
      {account.status === 'connected' && account.address && loaded && namespace ? (
        <loaded.ConnectedButton
          kit={loaded.kit}
          namespace={namespace}
          showBalance={attributes.showBalance}
          switchNetworkLabel={words.eagerSwitchNetwork}
          locale={locale.tag}
          onClick={open}
          onIntent={onIntent}
        />
      ) : (
        <ConnectButton
          size={attributes.size}
          label={attributes.label ?? words.eagerConnectWallet}
          loadingLabel={attributes.loadingLabel ?? words.eagerConnecting}
          loading={account.status === 'connecting' || account.status === 'reconnecting'}
          disabled={attributes.disabled}
          onClick={openConnect}
          onIntent={onConnectIntent}
        />
      )}
      {opening.View && (
        <opening.View
          appkit={appkit}
          title={words.eagerConnectWallet}
          closeLabel={words.eagerClose}
          onGone={opening.hide}
          support={opening.openingSupport}
        />
      )}
    </ThemeScope>
  )
}
