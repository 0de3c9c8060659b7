import { subscribe } from 'valtio/vanilla'
import type { FrameRequests } from '@gatehouse/common'
import type { EmbeddedWalletRuntimeDeps } from '@gatehouse/controllers'
import type { FrameClient } from './createFrameClient'

/** The theme request's params: the mode and the host's theme variables. */
type ThemeState = EmbeddedWalletRuntimeDeps['theme']['state']

function themeParams(theme: ThemeState): FrameRequests['SYNC_THEME']['params'] {
  return { themeMode: theme.themeMode, themeVariables: { ...theme.themeVariables } }
}

/**
 * Tells the frame, each time it says it is ready (first load, reload), who the host app is (the name
 * of createAppKit's `metadata`, shown on the approval screen beside the page's origin), the modal's
 * language and the modal's theme; the language and the theme again whenever they change. None is
 * awaited: a frame that fails them still works, in its own default look and the browser's language.
 */
export function syncHostData(
  frame: Pick<FrameClient, 'request' | 'onEvent' | 'state'>,
  deps: {
    options: {
      state: Pick<EmbeddedWalletRuntimeDeps['options']['state'], 'projectId' | 'metadata' | 'locale'>
    }
    theme: { state: ThemeState }
  },
): void {
  const warn = (error: unknown) => console.warn('[gatehouse] the embedded wallet did not sync', error)
  const syncTheme = () => void frame.request('SYNC_THEME', themeParams(deps.theme.state)).catch(warn)
  let syncedLanguage: string | undefined
  const syncDappData = () => {
    const { projectId, metadata, locale } = deps.options.state
    syncedLanguage = locale.locale
    void frame
      .request('SYNC_DAPP_DATA', {
        projectId: projectId ?? '',
        sdkVersion: 'gatehouse',
        ...(metadata ? { metadata: { name: metadata.name, url: metadata.url } } : {}),
        locale: locale.locale,
      })
      .catch(warn)
  }
  frame.onEvent((event) => {
    if (event.type !== 'ready') return
    syncDappData()
    syncTheme()
  })
  subscribe(deps.theme.state, () => {
    if (frame.state.status === 'ready') syncTheme()
  })
  // The options change for other reasons too (the remote features): only a new language is sent.
  subscribe(deps.options.state, () => {
    if (frame.state.status === 'ready' && deps.options.state.locale.locale !== syncedLanguage) syncDappData()
  })
}
