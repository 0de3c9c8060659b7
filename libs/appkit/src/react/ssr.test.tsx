// @vitest-environment node
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { mainnet } from '@gatehouse/common'
import { createAppKit } from '../api/createAppKit'
import { useAppKitAccount, useAppKitNetwork, useAppKitState } from './hooks'

function Page() {
  const { status, address } = useAppKitAccount()
  const { caipNetworkId } = useAppKitNetwork()
  const { initialized } = useAppKitState()
  return <p>{`${status} ${address ?? 'none'} ${caipNetworkId ?? 'none'} ${initialized}`}</p>
}

describe('server rendering', () => {
  it('creates an instance without a DOM and renders the server snapshot', async () => {
    expect(typeof window).toBe('undefined')
    const appkit = createAppKit({ networks: [mainnet], projectId: 'ssr' })
    await appkit.open()
    expect(renderToString(<Page />)).toBe('<p>disconnected none none false</p>')
    appkit.destroy()
  })
})
