import { act, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { arbitrum, mainnet } from '@gatehouse/common'
import { memoryStorageBackend } from '@gatehouse/controllers'
import { desktopTestPlatform } from '@gatehouse/controllers/testing'
import { createAppKit } from '../api/createAppKit'
import { AppKitProvider, useAppKitAccount, useAppKitNetwork, useAppKitState, useAppKitTheme } from './hooks'

function Probe() {
  const account = useAppKitAccount()
  const network = useAppKitNetwork()
  const state = useAppKitState()
  const theme = useAppKitTheme()
  return (
    <p>
      {account.status} {network.caipNetwork?.name} {String(state.open)} {theme.themeMode}
    </p>
  )
}

const created: { destroy(): void }[] = []
afterEach(() => created.splice(0).forEach((appkit) => appkit.destroy()))

describe('React hooks', () => {
  it('read the instance and follow its changes', async () => {
    const appkit = createAppKit(
      { networks: [mainnet, arbitrum], projectId: 'x' },
      { storage: memoryStorageBackend(), platform: desktopTestPlatform },
    )
    created.push(appkit)
    render(
      <AppKitProvider appkit={appkit}>
        <Probe />
      </AppKitProvider>,
    )
    expect(screen.getByText('disconnected Ethereum false dark')).toBeTruthy()
    await act(async () => {
      await appkit.switchNetwork(arbitrum)
      appkit.setThemeMode('light')
    })
    expect(screen.getByText('disconnected Arbitrum One false light')).toBeTruthy()
  })
})
