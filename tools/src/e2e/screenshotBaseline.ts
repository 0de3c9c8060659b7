import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, relative } from 'node:path'
import pixelmatch from 'pixelmatch'
import { PNG } from 'pngjs'

/** How {@link compareWithBaseline} treats a screenshot that differs from its baseline, or has none. */
export interface BaselineMode {
  /** Rewrite the baseline when the screenshot differs beyond the tolerance (an approved change). */
  update: boolean
  /** A missing baseline fails (in CI nobody is there to commit it); locally it is written. */
  ci: boolean
}

/** The baseline mode the environment asks for: `STORY_SCREENSHOTS=update` rewrites, `CI` is strict. */
export function baselineModeFromEnv(env: NodeJS.ProcessEnv = process.env): BaselineMode {
  return {
    update: env.STORY_SCREENSHOTS === 'update',
    ci: env.CI !== undefined && env.CI !== '' && env.CI !== 'false' && env.CI !== '0',
  }
}

// pixelmatch's colour distance below which two pixels count as the same (0..1), and how many
// pixels may differ beyond it: font rasterising that wobbles by a shade passes, a moved border or a
// changed letter does not.
const colourThreshold = 0.1
const allowedPixels = (width: number, height: number) => Math.max(8, Math.round(width * height * 0.0001))

/** Where the actual screenshot and the picture of the differences go beside a baseline (gitignored). */
export function failureFiles(baselineFile: string): { actual: string; diff: string } {
  const stem = baselineFile.replace(/\.png$/, '')
  return { actual: `${stem}.actual.png`, diff: `${stem}.diff.png` }
}

/** The smallest lossless file of a picture: RGB without alpha when it is opaque, deflated hard. */
function encode(png: PNG): Buffer {
  let opaque = true
  for (let index = 3; index < png.data.length; index += 4) {
    if (png.data[index] !== 255) {
      opaque = false
      break
    }
  }
  // zlib's default strategy: a fifth smaller than pngjs's run-length one on these screenshots.
  return PNG.sync.write(png, { colorType: opaque ? 2 : 6, deflateLevel: 9, deflateStrategy: 0 })
}

/** The picture in the top left corner of a larger one, the rest transparent (to diff two sizes). */
function padded(png: PNG, width: number, height: number): PNG {
  if (png.width === width && png.height === height) return png
  const larger = new PNG({ width, height })
  larger.data.fill(0)
  PNG.bitblt(png, larger, 0, 0, png.width, png.height, 0, 0)
  return larger
}

function write(file: string, png: PNG) {
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, encode(png))
}

/**
 * Compares a PNG screenshot with the baseline PNG in `baselineFile`, with a small tolerance, and
 * returns what is wrong (empty when it matches). A failure writes the actual screenshot and the
 * differences (red) beside the baseline and names them; a match removes those left from before.
 */
export function compareWithBaseline(screenshot: Buffer, baselineFile: string, mode: BaselineMode): string[] {
  const actual = PNG.sync.read(screenshot)
  const files = failureFiles(baselineFile)
  const name = relative(process.cwd(), baselineFile)
  const clearFailure = () => {
    rmSync(files.actual, { force: true })
    rmSync(files.diff, { force: true })
  }
  if (!existsSync(baselineFile)) {
    if (mode.ci && !mode.update) {
      write(files.actual, actual)
      return [
        `no baseline ${name} (the screenshot is in ${relative(process.cwd(), files.actual)}): run 'npm run test:stories:update' and commit it`,
      ]
    }
    write(baselineFile, actual)
    clearFailure()
    return []
  }
  const baseline = PNG.sync.read(readFileSync(baselineFile))
  if (baseline.width !== actual.width || baseline.height !== actual.height) {
    if (mode.update) {
      write(baselineFile, actual)
      clearFailure()
      return []
    }
    const width = Math.max(actual.width, baseline.width)
    const height = Math.max(actual.height, baseline.height)
    const diff = new PNG({ width, height })
    pixelmatch(
      padded(baseline, width, height).data,
      padded(actual, width, height).data,
      diff.data,
      width,
      height,
      {
        threshold: colourThreshold,
      },
    )
    write(files.actual, actual)
    write(files.diff, diff)
    return [
      `screenshot is ${actual.width}×${actual.height} px, its baseline ${name} ${baseline.width}×${baseline.height} px; see ${relative(process.cwd(), files.actual)} and ${relative(process.cwd(), files.diff)}`,
    ]
  }
  const diff = new PNG({ width: actual.width, height: actual.height })
  const differing = pixelmatch(baseline.data, actual.data, diff.data, actual.width, actual.height, {
    threshold: colourThreshold,
  })
  const allowed = allowedPixels(actual.width, actual.height)
  if (differing <= allowed) {
    clearFailure()
    return []
  }
  if (mode.update) {
    write(baselineFile, actual)
    clearFailure()
    return []
  }
  write(files.actual, actual)
  write(files.diff, diff)
  return [
    `${differing} pixels differ from the baseline ${name} (${allowed} may); see ${relative(process.cwd(), files.actual)} and ${relative(process.cwd(), files.diff)}`,
  ]
}
