import { afterEach, describe, expect, it, vi } from 'vitest'
import { mainnet } from '@gatehouse/common'
import {
  createControllers,
  defaultFeatures,
  memoryStorageBackend,
  type AnyFeatureManifest,
  type FeatureContext,
} from '@gatehouse/controllers'
import { scriptedAdapter } from '@gatehouse/controllers/testing'
import { pendingPageLoadWork } from './pageLoadWork'
import { runPageLoadWork } from './runPageLoadWork'

/** A feature whose page-load work is pending when the address has `?back=1`, and records its context. */
function featureWithWork(option: string, seen: FeatureContext<'router'>[], run?: () => Promise<unknown>) {
  return {
    flag: { option, defaultOn: true },
    needs: ['router'],
    load: () => Promise.reject(new Error('the views are not needed to finish page-load work')),
    views: {},
    onPageLoad: {
      pending: (href: string) => new URL(href).searchParams.has('back'),
      run: async (context: FeatureContext<'router'>) => {
        seen.push(context)
        await run?.()
      },
    },
  } satisfies AnyFeatureManifest
}

afterEach(() => vi.restoreAllMocks())

describe('page-load work', () => {
  it('is pending only for a feature that is on and whose manifest says so for the address', () => {
    const on = featureWithWork('on', [])
    const off = featureWithWork('off', [])
    const noWork = { load: on.load, needs: [], views: {} } satisfies AnyFeatureManifest
    const switches = { ...defaultFeatures, off: false } as typeof defaultFeatures
    expect(pendingPageLoadWork([on, off, noWork], 'https://host.example/?back=1', switches)).toEqual([on])
    expect(pendingPageLoadWork([on, off, noWork], 'https://host.example/', switches)).toEqual([])
  })

  it("runs each pending feature's work with its declared context acting on the kit, past another's failure", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const kit = createControllers(
      { networks: [mainnet], adapters: [scriptedAdapter([mainnet])], projectId: 'p1' },
      { storage: memoryStorageBackend(), fetch: async () => new Response('{}', { status: 404 }) },
    )
    const seen: FeatureContext<'router'>[] = []
    const failing = featureWithWork('failing', [], () => Promise.reject(new Error('result expired')))
    await runPageLoadWork(kit, [failing, featureWithWork('finishing', seen)])
    expect(seen).toHaveLength(1)
    expect(Object.keys(seen[0] ?? {})).toEqual(['router'])
    seen[0]?.router.push('Networks')
    expect(kit.router.state.view).toBe('Networks')
    expect(error).toHaveBeenCalledWith(
      '[gatehouse] a feature could not finish its work on page load',
      new Error('result expired'),
    )
    kit.destroy()
  })
})
