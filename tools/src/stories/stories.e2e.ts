import { AxeBuilder } from '@axe-core/playwright'
import { resolve } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchChromium } from '../browser/launchChromium'
import { serveStatic, type StaticServer } from '../serve/serveStatic'
import { storyIndex, type StoryEntry } from './storyIndex'

/**
 * Renders every story of the built Storybook in Chromium, in dark and light (English), and in dark
 * again in Arabic (right to left), and checks it with axe: every component and view must render
 * without errors and without accessibility violations, in either direction.
 */
const storybookDir = resolve(import.meta.dirname, '../../../storybook-static')
const stories: StoryEntry[] = storyIndex(storybookDir)

let browser: Browser
let server: StaticServer
let page: Page
const consoleErrors: string[] = []

beforeAll(async () => {
  server = await serveStatic(storybookDir)
  browser = await launchChromium()
  page = await (await browser.newContext()).newPage()
  page.on('console', (message) => {
    // Failed loads are reported below with their URL; the browser's own favicon probe is not ours.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
      consoleErrors.push(message.text())
    }
  })
  page.on('response', (response) => {
    if (response.status() >= 400 && !response.url().endsWith('/favicon.ico')) {
      consoleErrors.push(`${response.status()} ${response.url()}`)
    }
  })
  page.on('pageerror', (error) => consoleErrors.push(error.message))
})

afterAll(async () => {
  await browser?.close()
  await server?.close()
})

describe('stories', () => {
  it('exist for every component', () => {
    expect(stories.length).toBeGreaterThan(20)
  })

  describe.each([
    ['dark', 'en'],
    ['light', 'en'],
    ['dark', 'ar'],
  ])('%s theme, %s', (theme, locale) => {
    it.each(stories.map((story) => [story.id, story] as const))(
      '%s renders and passes axe',
      async (_, story) => {
        consoleErrors.length = 0
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
        const violations = results.violations.map(
          (violation) =>
            `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
        )
        expect(violations).toEqual([])
        expect(consoleErrors).toEqual([])
      },
    )
  })
})
