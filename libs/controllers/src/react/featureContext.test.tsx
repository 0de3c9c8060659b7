import { describe, expect, it } from 'vitest'
import { renderToString } from 'react-dom/server'
import { mainnet } from '@gatehouse/common'
import { createControllers } from '../kit/createControllers'
import { createFeatureContext } from '../feature/FeatureContext'
import { memoryStorageBackend } from '../storage/createStorage'
import { scriptedAdapter } from '../testing/scriptedAdapter'
import { FeatureProvider, useFeatureContext } from './featureContext'
import { FeatureScope } from './featureScope'

function fullContext() {
  const kit = createControllers(
    { networks: [mainnet], adapters: [scriptedAdapter([mainnet])], projectId: 'p1' },
    { storage: memoryStorageBackend(), fetch: async () => new Response('{}', { status: 404 }) },
  )
  return createFeatureContext(kit)
}

describe("a feature's scope", () => {
  it('gives the views below it only the members the feature declares', () => {
    const seen: string[][] = []
    function View() {
      seen.push(Object.keys(useFeatureContext()).sort())
      return null
    }
    renderToString(
      <FeatureProvider context={fullContext()}>
        <FeatureScope needs={['router', 'chain']}>
          <View />
        </FeatureScope>
      </FeatureProvider>,
    )
    expect(seen).toEqual([['chain', 'router']])
  })

  it('refuses a member the manifest does not declare, naming it', () => {
    function EmailView() {
      useFeatureContext(['router', 'embeddedWallet'])
      return null
    }
    const render = () =>
      renderToString(
        <FeatureProvider context={fullContext()}>
          <FeatureScope needs={['router']}>
            <EmailView />
          </FeatureScope>
        </FeatureProvider>,
      )
    expect(render).toThrow(
      "[gatehouse] this feature uses 'embeddedWallet' of its kit, which its manifest's needs do not name",
    )
  })

  it('types the context by the needs a feature names', () => {
    let rendered = 0
    function SignInView() {
      rendered++
      const declared = useFeatureContext(['chain', 'signIn'])
      expect(declared.signIn.state.status).toBe('off')
      // @ts-expect-error a member the feature did not name
      expect(declared.router).toBeUndefined()
      return null
    }
    function ChainView() {
      rendered++
      const unnamed = useFeatureContext()
      expect(unnamed.chain.network()?.id).toBe(1)
      // @ts-expect-error without naming it, no feature reaches the embedded wallet
      expect(unnamed.embeddedWallet).toBeUndefined()
      // @ts-expect-error nor sign-in
      expect(unnamed.signIn).toBeUndefined()
      return null
    }
    renderToString(
      <FeatureProvider context={fullContext()}>
        <FeatureScope needs={['chain', 'signIn']}>
          <SignInView />
        </FeatureScope>
        <FeatureScope needs={['chain']}>
          <ChainView />
        </FeatureScope>
      </FeatureProvider>,
    )
    expect(rendered).toBe(2)
  })
})
