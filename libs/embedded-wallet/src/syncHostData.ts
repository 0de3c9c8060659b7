import { subscribe } from 'valtio/vanilla'
import type { FrameRequests } from '@gatehouse/common'
import type { AppMetadata, EmbeddedWalletRuntimeDeps } from '@gatehouse/controllers'
import type { FrameClient } from './createFrameClient'

/** The theme request's params: the mode and the host's theme variables. */
type ThemeState = EmbeddedWalletRuntimeDeps['theme']['state']

function themeParams(theme: ThemeState): FrameRequests['SYNC_THEME']['params'] {
  return { themeMode: theme.themeMode, themeVariables: { ...theme.themeVariables } }
}

/**
 * Tells the frame, each time it says it is ready (first load, reload), who the host app is (the name
 * of createAppKit's `metadata`, shown on the approval screen beside the page's origin) and the modal's
 * theme; the theme again whenever it changes. Neither is awaited: a frame that fails them still works,
 * in its own default look.
 */
export function syncHostData(
  frame: Pick<FrameClient, 'request' | 'onEvent' | 'state'>,
  deps: {
    options: { state: { projectId: string | undefined; metadata: AppMetadata | undefined } }
    theme: { state: ThemeState }
  },
): void {
  const warn = (error: unknown) => console.warn('[gatehouse] the embedded wallet did not sync', error)
  const syncTheme = () => void frame.request('SYNC_THEME', themeParams(deps.theme.state)).catch(warn)
  frame.onEvent((event) => {
    if (event.type !== 'ready') return
    const { projectId, metadata } = deps.options.state
    void frame
      .request('SYNC_DAPP_DATA', {
        projectId: projectId ?? '',
        sdkVersion: 'gatehouse',
        ...(metadata ? { metadata: { name: metadata.name, url: metadata.url } } : {}),
      })
      .catch(warn)
    syncTheme()
  })
  subscribe(deps.theme.state, () => {
    if (frame.state.status === 'ready') syncTheme()
  })
}
