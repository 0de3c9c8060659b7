import { AxeBuilder } from '@axe-core/playwright'
import { readdirSync, rmSync } from 'node:fs'
import { join, resolve } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchChromium } from '../browser/launchChromium'
import { layoutProblems } from '../e2e/layoutProblems'
import { baselineModeFromEnv, compareWithBaseline } from '../e2e/screenshotBaseline'
import { serveStatic, type StaticServer } from '../serve/serveStatic'
import { storyIndex, type StoryEntry } from './storyIndex'
import { storyScreenshot } from './storyScreenshot'

/**
 * Renders every story of the built Storybook in Chromium, in dark and light (English), and in dark
 * again in Arabic (right to left). Each render must show without errors, pass axe, and look as its
 * committed screenshot (baselines/, see tools/README.md); the dark ones (English and Arabic) must
 * also show every control whole, inside its container and uncovered, at desktop width and at 360 px.
 */
const storybookDir = resolve(import.meta.dirname, '../../../storybook-static')
const baselineDir = resolve(import.meta.dirname, 'baselines')
const stories: StoryEntry[] = storyIndex(storybookDir)
const baselineMode = baselineModeFromEnv()

const desktop = { width: 1280, height: 800 }
const phone = { width: 360, height: 740 }
// Stories date their activity from the clock: a fixed one keeps their screenshots the same every day.
const storyClock = new Date('2026-03-16T10:00:00Z')

const renders = [
  ['dark', 'en'],
  ['light', 'en'],
  ['dark', 'ar'],
] as const
const baselineName = (story: StoryEntry, theme: string, locale: string) =>
  `${story.id}.${theme}-${locale}.png`

// Renders wait mostly on the browser (loading, fonts, animations, painting), not on a core: three
// pages side by side keep both cores of the CI machine busy, where one page left them mostly idle.
const pageCount = 3

/**
 * Runs in each story page before Storybook: a timer of a second or more never fires, so a story is
 * shown as it stands before one (a toast still up, the wait for the project's features still held)
 * however long a busy machine takes to render it. Shorter timers (focus, animations) run as usual.
 */
function holdLongTimers() {
  const start = window.setTimeout.bind(window)
  const held = () => undefined
  window.setTimeout = ((handler: TimerHandler, delay?: number, ...rest: unknown[]) =>
    (delay ?? 0) >= 1000
      ? start(held, 2 ** 31 - 1)
      : start(handler, delay, ...rest)) as typeof window.setTimeout
}

/** A page of its own for one render at a time, with what went wrong in it during that render. */
interface StoryPage {
  page: Page
  viewport: typeof desktop
  errors: string[]
}

let browser: Browser
let server: StaticServer
const idlePages: StoryPage[] = []
const waitingForPage: ((storyPage: StoryPage) => void)[] = []

async function openStoryPage(): Promise<StoryPage> {
  const context = await browser.newContext({ viewport: desktop, locale: 'en-US', timezoneId: 'UTC' })
  await context.clock.setFixedTime(storyClock)
  // Sent as source, with the name helper the test's compiler may call in it (see layoutProblems).
  await context.addInitScript(
    `(() => { const __name = (target) => target; (${holdLongTimers.toString()})() })()`,
  )
  const storyPage: StoryPage = { page: await context.newPage(), viewport: desktop, errors: [] }
  const { page, errors } = storyPage
  page.on('console', (message) => {
    // Failed loads are reported below with their URL; the browser's own favicon probe is not ours.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
      errors.push(message.text())
    }
  })
  page.on('response', (response) => {
    if (response.status() >= 400 && !response.url().endsWith('/favicon.ico')) {
      errors.push(`${response.status()} ${response.url()}`)
    }
  })
  page.on('pageerror', (error) => errors.push(error.message))
  return storyPage
}

/** Runs `render` on the next idle page (waiting for one), then hands the page on. */
async function onIdlePage<T>(render: (storyPage: StoryPage) => Promise<T>): Promise<T> {
  const storyPage =
    idlePages.pop() ?? (await new Promise<StoryPage>((resolve) => waitingForPage.push(resolve)))
  storyPage.errors.length = 0
  try {
    return await render(storyPage)
  } finally {
    const next = waitingForPage.shift()
    if (next) next(storyPage)
    else idlePages.push(storyPage)
  }
}

beforeAll(async () => {
  server = await serveStatic(storybookDir)
  browser = await launchChromium()
  idlePages.push(...(await Promise.all(Array.from({ length: pageCount }, openStoryPage))))
})

afterAll(async () => {
  await browser?.close()
  await server?.close()
})

async function resize(storyPage: StoryPage, size: typeof desktop) {
  if (storyPage.viewport === size) return
  await storyPage.page.setViewportSize(size)
  storyPage.viewport = size
}

/** The layout check at desktop width, then at a phone's: the same render, resized. */
async function layoutAtEachWidth(storyPage: StoryPage, locale: string): Promise<string[]> {
  const lines: string[] = []
  for (const size of [desktop, phone]) {
    await resize(storyPage, size)
    const at = `${size.width}×${size.height} ${locale}`
    lines.push(...(await layoutProblems(storyPage.page)).map((problem) => `${at}: ${problem}`))
  }
  return lines
}

describe('stories', () => {
  it('exist for every component', () => {
    expect(stories.length).toBeGreaterThan(20)
  })

  it('have a screenshot baseline each, and no baseline is left of a story that is gone', () => {
    const expected = new Set(
      stories.flatMap((story) => renders.map(([theme, locale]) => baselineName(story, theme, locale))),
    )
    const stale = readdirSync(baselineDir).filter(
      (file) => /(?<!\.actual|\.diff)\.png$/.test(file) && !expected.has(file),
    )
    if (baselineMode.update) for (const file of stale) rmSync(join(baselineDir, file))
    else expect(stale, "stale baselines: delete them (or run 'npm run test:stories:update')").toEqual([])
  })

  describe.each(renders)('%s theme, %s', (theme, locale) => {
    it.concurrent.for(stories.map((story) => [story.id, story] as const))(
      '%s renders, passes axe, fits at each width and looks as its baseline',
      async ([, story], { expect }) => {
        const { violations, layout, screenshot, errors } = await onIdlePage(async (storyPage) => {
          const { page } = storyPage
          await resize(storyPage, desktop)
          await page.goto(
            `${server.url}/iframe.html?id=${story.id}&viewMode=story&globals=theme:${theme};locale:${locale}`,
          )
          await page.waitForFunction((lang) => {
            const root = document.querySelector('#storybook-root')
            return (
              root &&
              root.childElementCount > 0 &&
              root.querySelector(`[lang="${lang}"]`) &&
              !document.querySelector('.sb-show-errordisplay')
            )
          }, locale)
          if (locale === 'ar') {
            // The layout is mirrored: the story's root runs right to left.
            const direction = await page.$eval(
              '#storybook-root .gh-theme',
              (theme) => getComputedStyle(theme).direction,
            )
            expect(direction).toBe('rtl')
          }
          await page.evaluate(async () => {
            await document.fonts.ready
            // Colours are judged once entrance animations end (spinners and shimmers loop forever).
            const finite = document
              .getAnimations()
              .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
            await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)))
          })
          const results = await new AxeBuilder({ page }).include('#storybook-root').analyze()
          return {
            violations: results.violations.map(
              (violation) =>
                `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
            ),
            screenshot: compareWithBaseline(
              await storyScreenshot(page),
              join(baselineDir, baselineName(story, theme, locale)),
              baselineMode,
            ),
            // Where controls sit depends on the language and the width, not on the colours.
            layout: theme === 'dark' ? await layoutAtEachWidth(storyPage, locale) : [],
            errors: [...storyPage.errors],
          }
        })
        expect.soft(violations, 'axe').toEqual([])
        expect.soft(layout, 'controls cut off, sticking out or covered').toEqual([])
        expect.soft(screenshot, 'screenshot').toEqual([])
        expect(errors).toEqual([])
      },
    )
  })
})
