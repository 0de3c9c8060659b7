import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PNG } from 'pngjs'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { baselineModeFromEnv, compareWithBaseline, failureFiles } from './screenshotBaseline'

let dir = ''
let baseline = ''
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'gh-baseline-'))
  baseline = join(dir, 'story.dark-en.png')
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

const local = { update: false, ci: false }
const ci = { update: false, ci: true }
const update = { update: true, ci: true }

/** A 100×60 dark picture, with `changed` pixels of its first row turned white. */
function picture(changed = 0, width = 100, height = 60): Buffer {
  const png = new PNG({ width, height })
  for (let pixel = 0; pixel < width * height; pixel++) {
    const white = pixel < changed
    png.data.set(white ? [255, 255, 255, 255] : [18, 19, 19, 255], pixel * 4)
  }
  return PNG.sync.write(png)
}

describe('compareWithBaseline', () => {
  it('writes a missing baseline locally, and fails without one in CI', () => {
    expect(compareWithBaseline(picture(), baseline, ci)).toEqual([
      expect.stringMatching(/^no baseline .*story\.dark-en\.png .*run 'npm run test:stories:update'/),
    ])
    expect(existsSync(baseline)).toBe(false)
    expect(existsSync(failureFiles(baseline).actual)).toBe(true)
    expect(compareWithBaseline(picture(), baseline, local)).toEqual([])
    expect(existsSync(baseline)).toBe(true)
    expect(existsSync(failureFiles(baseline).actual)).toBe(false)
  })

  it('passes the same picture and a few stray pixels, and fails a visible change with its pictures', () => {
    compareWithBaseline(picture(), baseline, local)
    expect(compareWithBaseline(picture(), baseline, ci)).toEqual([])
    expect(compareWithBaseline(picture(8), baseline, ci)).toEqual([])
    const problems = compareWithBaseline(picture(40), baseline, ci)
    expect(problems).toEqual([
      expect.stringMatching(/^40 pixels differ from the baseline .* \(8 may\); see /),
    ])
    const { actual, diff } = failureFiles(baseline)
    expect(PNG.sync.read(readFileSync(actual)).data.subarray(0, 4)).toEqual(Buffer.from([255, 255, 255, 255]))
    expect(existsSync(diff)).toBe(true)
    // The baseline is untouched until someone approves the change.
    expect(compareWithBaseline(picture(40), baseline, ci)).toHaveLength(1)
  })

  it('fails a change of size', () => {
    compareWithBaseline(picture(), baseline, local)
    expect(compareWithBaseline(picture(0, 100, 61), baseline, ci)).toEqual([
      expect.stringMatching(
        /^screenshot is 100×61 px, its baseline .* 100×60 px; see .*\.actual\.png and .*\.diff\.png$/,
      ),
    ])
    expect(PNG.sync.read(readFileSync(failureFiles(baseline).diff)).height).toBe(61)
  })

  it('rewrites a baseline on purpose, and clears the failure pictures', () => {
    compareWithBaseline(picture(), baseline, local)
    compareWithBaseline(picture(40), baseline, ci)
    expect(compareWithBaseline(picture(40), baseline, update)).toEqual([])
    expect(compareWithBaseline(picture(40), baseline, ci)).toEqual([])
    expect(existsSync(failureFiles(baseline).actual)).toBe(false)
    expect(existsSync(failureFiles(baseline).diff)).toBe(false)
  })

  it('reads the mode from the environment', () => {
    expect(baselineModeFromEnv({ CI: 'true' })).toEqual({ update: false, ci: true })
    expect(baselineModeFromEnv({ CI: 'false', STORY_SCREENSHOTS: 'update' })).toEqual({
      update: true,
      ci: false,
    })
    expect(baselineModeFromEnv({})).toEqual({ update: false, ci: false })
  })
})
