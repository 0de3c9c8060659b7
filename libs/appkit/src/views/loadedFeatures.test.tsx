import { describe, expect, it } from 'vitest'
import { renderToString } from 'react-dom/server'
import { mainnet } from '@gatehouse/common'
import {
  createControllers,
  createFeatureContext,
  memoryStorageBackend,
  type AnyFeatureManifest,
} from '@gatehouse/controllers'
import { FeatureProvider, useFeatureContext } from '@gatehouse/controllers/react'
import { scriptedAdapter } from '@gatehouse/controllers/testing'
import { loadFeatureView } from './loadedFeatures'

const seen: string[][] = []

/** A view that tells which members of the kit it was given. */
function ProbeView() {
  seen.push(Object.keys(useFeatureContext()).sort())
  return <p>probe</p>
}

const probe = {
  needs: ['router', 'toast'],
  load: async () => ({ messages: { en: {}, load: {} }, ProbeView }),
  views: {
    Probe: { title: () => 'Probe', component: (code: { ProbeView: typeof ProbeView }) => code.ProbeView },
  },
} satisfies AnyFeatureManifest

describe("a feature's views as the modal loads them", () => {
  it('are given only the members of the kit the manifest declares, and keep their identity', async () => {
    const kit = createControllers(
      { networks: [mainnet], adapters: [scriptedAdapter([mainnet])], projectId: 'p1' },
      { storage: memoryStorageBackend(), fetch: async () => new Response('{}', { status: 404 }) },
    )
    const { default: View } = await loadFeatureView(probe, probe.views.Probe)
    const html = renderToString(
      <FeatureProvider context={createFeatureContext(kit)}>
        <View />
      </FeatureProvider>,
    )
    expect(html).toBe('<p>probe</p>')
    expect(seen).toEqual([['router', 'toast']])
    expect((await loadFeatureView(probe, probe.views.Probe)).default).toBe(View)
    kit.destroy()
  })
})
