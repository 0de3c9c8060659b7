import { act, render, renderHook, screen, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { mainnet, type CaipNetworkId } from '@gatehouse/common'
import {
  createControllers,
  createFeatureContext,
  memoryStorageBackend,
  type AccountActionOffer,
  type AnyFeatureManifest,
  type View,
} from '@gatehouse/controllers'
import { FeatureProvider } from '@gatehouse/controllers/react'
import { scriptedAdapter } from '@gatehouse/controllers/testing'
import type { AccountAction } from './accountActions'
import { useAccountOffers } from './useAccountOffers'

const kits: ReturnType<typeof createControllers>[] = []
afterEach(() => kits.splice(0).forEach((kit) => kit.destroy()))

function wrapper({ children }: { children?: ReactNode }) {
  const kit = createControllers(
    { networks: [mainnet], adapters: [scriptedAdapter([mainnet])], projectId: 'test' },
    { storage: memoryStorageBackend() },
  )
  kits.push(kit)
  return <FeatureProvider context={createFeatureContext(kit)}>{children}</FeatureProvider>
}

/** A feature's button whose check loads when `load` resolves (never when it is absent: no check). */
function action(feature: string, load?: () => Promise<{ offeredOn: AccountActionOffer }>): AccountAction {
  const manifest = {
    load: async () => ({ messages: {} }),
    views: {},
    needs: ['chain'],
    accountAction: { label: 'titleBuy', icon: 'wallet', order: 1, ...(load ? { offeredOn: load } : {}) },
  } as unknown as AnyFeatureManifest
  return { feature, manifest, icon: 'wallet', view: 'Account' as View }
}

/** A check that answers when the test says so. */
function slowCheck() {
  let answer: (module: { offeredOn: AccountActionOffer }) => void = () => undefined
  const loading = new Promise<{ offeredOn: AccountActionOffer }>((resolve) => (answer = resolve))
  return { load: () => loading, answer }
}

describe("where the Account view's buttons are offered", () => {
  it('holds a button while its check loads, then follows its answer per network', async () => {
    const check = slowCheck()
    const actions = [action('plain'), action('checked', check.load)]
    const { result, rerender } = renderHook(({ network }) => useAccountOffers(actions, network), {
      wrapper,
      initialProps: { network: 'eip155:1' as CaipNetworkId },
    })
    expect(result.current(actions[0] as AccountAction)).toBe(true)
    expect(result.current(actions[1] as AccountAction)).toBe('loading')
    await act(async () =>
      check.answer({ offeredOn: (context, network) => 'chain' in context && network === 'eip155:1' }),
    )
    await waitFor(() => expect(result.current(actions[1] as AccountAction)).toBe(true))
    rerender({ network: 'eip155:10' })
    expect(result.current(actions[1] as AccountAction)).toBe(false)
  })

  it('shows a button while an answer is on its way and drops it when the answer is no', async () => {
    let say: (offered: boolean) => void = () => undefined
    const later = new Promise<boolean>((resolve) => (say = resolve))
    const actions = [action('remote', async () => ({ offeredOn: () => later }))]
    const { result } = renderHook(() => useAccountOffers(actions, 'eip155:1'), { wrapper })
    await waitFor(() => expect(result.current(actions[0] as AccountAction)).toBe(true))
    await act(async () => say(false))
    await waitFor(() => expect(result.current(actions[0] as AccountAction)).toBe(false))
  })

  it('renders the row again once a check has loaded, though its answer never comes', async () => {
    const actions = [
      action('silent', async () => ({ offeredOn: () => new Promise<boolean>(() => undefined) })),
    ]
    function Row() {
      const offered = useAccountOffers(actions, 'eip155:1')
      return <output>{String(offered(actions[0] as AccountAction))}</output>
    }
    render(<Row />, { wrapper })
    expect(screen.getByRole('status').textContent).toBe('loading')
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('true'))
  })

  it('gives the check only what its manifest needs of the kit', async () => {
    const seen: string[][] = []
    const actions = [
      action('narrow', async () => ({
        offeredOn: (context) => {
          seen.push(Object.keys(context))
          return true
        },
      })),
    ]
    renderHook(() => useAccountOffers(actions, 'eip155:1'), { wrapper })
    await waitFor(() => expect(seen.length).toBeGreaterThan(0))
    expect(seen.every((keys) => keys.join() === 'chain')).toBe(true)
  })

  it('leaves a button shown when its check cannot load: its view says the failure when opened', async () => {
    const actions = [action('offline', () => Promise.reject(new TypeError('Failed to fetch')))]
    const { result } = renderHook(() => useAccountOffers(actions, 'eip155:1'), { wrapper })
    await waitFor(() => expect(result.current(actions[0] as AccountAction)).toBe(true))
  })
})
