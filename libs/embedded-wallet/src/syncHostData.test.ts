import { proxy } from 'valtio/vanilla'
import { describe, expect, it, vi } from 'vitest'
import { pickHostLocale, type FrameEventMessage } from '@gatehouse/common'
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
type OptionsState = Parameters<typeof syncHostData>[1]['options']['state']

const english = pickHostLocale('en')

describe("the frame learns the host app's name, the modal's language and its theme", () => {
  it('sends the app name and the theme each time the frame is ready', () => {
    const frame = fakeFrame()
    const theme = proxy<ThemeState>({ themeMode: 'dark', themeVariables: { '--w3m-accent': '#ff6b4a' } })
    syncHostData(frame, {
      options: { state: proxy<OptionsState>({ projectId: 'p1', metadata, locale: english }) },
      theme: { state: theme },
    })
    expect(frame.request).not.toHaveBeenCalled()
    frame.emit({ id: 'e1', type: 'ready' })
    expect(frame.request).toHaveBeenCalledWith('SYNC_DAPP_DATA', {
      projectId: 'p1',
      sdkVersion: 'gatehouse',
      metadata: { name: 'Demo shop', url: 'https://shop.example' },
      locale: 'en',
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
      options: { state: proxy<OptionsState>({ projectId: undefined, metadata: undefined, locale: english }) },
      theme: { state: theme },
    })
    frame.emit({ id: 'e1', type: 'ready' })
    expect(frame.request).toHaveBeenCalledWith('SYNC_DAPP_DATA', {
      projectId: '',
      sdkVersion: 'gatehouse',
      locale: 'en',
    })
    frame.state.status = 'ready'
    theme.themeMode = 'light'
    await vi.waitFor(() =>
      expect(frame.request).toHaveBeenLastCalledWith('SYNC_THEME', {
        themeMode: 'light',
        themeVariables: {},
      }),
    )
  })

  it("sends the modal's language again when it changes while the frame is ready, and only then", async () => {
    const frame = fakeFrame()
    const options = proxy<OptionsState>({ projectId: 'p1', metadata, locale: english })
    syncHostData(frame, {
      options: { state: options },
      theme: { state: proxy<ThemeState>({ themeMode: 'dark', themeVariables: {} }) },
    })
    frame.emit({ id: 'e1', type: 'ready' })
    frame.state.status = 'ready'
    frame.request.mockClear()
    options.metadata = { ...metadata, name: 'Renamed shop' }
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(frame.request).not.toHaveBeenCalled()
    options.locale = pickHostLocale('ar')
    await vi.waitFor(() =>
      expect(frame.request).toHaveBeenCalledWith('SYNC_DAPP_DATA', {
        projectId: 'p1',
        sdkVersion: 'gatehouse',
        metadata: { name: 'Renamed shop', url: 'https://shop.example' },
        locale: 'ar',
      }),
    )
    expect(frame.request).toHaveBeenCalledTimes(1)
  })
})
