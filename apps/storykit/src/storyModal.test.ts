import { describe, expect, it } from 'vitest'
import type { AnyFeatureManifest } from '@gatehouse/controllers'
import { storyFeatures } from './storyModal'

// Manifests stand in by identity: storyFeatures only lists them.
const feature = (option: string) => ({ flag: { option } }) as unknown as AnyFeatureManifest
const send = feature('send')
const swaps = feature('swaps')
const activity = feature('activity')
const kit = [send, swaps, activity]

describe("a story's features", () => {
  it('are the ones the story names, and none of the kit’s others unless it asks for them', () => {
    const own = [activity]
    expect(storyFeatures({ features: own }, kit)).toBe(own)
    expect(storyFeatures({}, kit)).toEqual([])
    expect(storyFeatures({ features: own, withKitFeatures: true }, kit)).toEqual([send, swaps, activity])
  })

  it('with the kit’s, hold each feature once, and are the same list for the same story', () => {
    const probe = feature('probe')
    const own = [probe, send]
    const all = storyFeatures({ features: own, withKitFeatures: true }, kit)
    expect(all).toEqual([send, swaps, activity, probe])
    expect(storyFeatures({ features: own, withKitFeatures: true }, kit)).toBe(all)
  })
})
