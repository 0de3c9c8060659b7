import { proxy } from 'valtio/vanilla'
import { describe, expect, it, vi } from 'vitest'
import type { FrameEventMessage } from '@gatehouse/common'
import type { EmbeddedWalletRuntimeDeps } from '@gatehouse/controllers'
import { syncHostData } from './syncHostData'

function fakeFrame() {
  const listeners = new Set<(event: FrameEventMessage) => void>()
  return {
    state: proxy({ status: 'loading' as 'loading' | 'ready' }),
    request: vi.fn(async () => ({})),
    onEvent(listener: (event: FrameEventMessage) => void) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    emit(event: FrameEventMessage) {
      listeners.forEach((listener) => listener(event))
    },
  }
}

const metadata = { name: 'Demo shop', description: '', url: 'https://shop.example', icons: [] }

type ThemeState = EmbeddedWalletRuntimeDeps['theme']['state']

describe("the frame learns the host app's name and the modal's theme", () => {
  it('sends the app name and the theme each time the frame is ready', () => {
    const frame = fakeFrame()
    const theme = proxy<ThemeState>({ themeMode: 'dark', themeVariables: { '--w3m-accent': '#ff6b4a' } })
    syncHostData(frame, { options: { state: { projectId: 'p1', metadata } }, theme: { state: theme } })
    expect(frame.request).not.toHaveBeenCalled()
    frame.emit({ id: 'e1', type: 'ready' })
    expect(frame.request).toHaveBeenCalledWith('SYNC_DAPP_DATA', {
      projectId: 'p1',
      sdkVersion: 'gatehouse',
      metadata: { name: 'Demo shop', url: 'https://shop.example' },
    })
    expect(frame.request).toHaveBeenCalledWith('SYNC_THEME', {
      themeMode: 'dark',
      themeVariables: { '--w3m-accent': '#ff6b4a' },
    })
    // A reload of the frame (it says ready again) is told again.
    frame.emit({ id: 'e2', type: 'ready' })
    expect(frame.request).toHaveBeenCalledTimes(4)
  })

  it('sends the theme again when it changes while the frame is ready', async () => {
    const frame = fakeFrame()
    const theme = proxy<ThemeState>({ themeMode: 'dark', themeVariables: {} })
    syncHostData(frame, {
      options: { state: { projectId: undefined, metadata: undefined } },
      theme: { state: theme },
    })
    frame.emit({ id: 'e1', type: 'ready' })
    expect(frame.request).toHaveBeenCalledWith('SYNC_DAPP_DATA', { projectId: '', sdkVersion: 'gatehouse' })
    frame.state.status = 'ready'
    theme.themeMode = 'light'
    await vi.waitFor(() =>
      expect(frame.request).toHaveBeenLastCalledWith('SYNC_THEME', {
        themeMode: 'light',
        themeVariables: {},
      }),
    )
  })
})
