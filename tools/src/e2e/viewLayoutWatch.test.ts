import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchChromium } from '../browser/launchChromium'
import { serveStatic, type StaticServer } from '../serve/serveStatic'
import { watchViewLayout } from './viewLayoutWatch'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/**
 * The e2e sessions' watch on the modal's views, on a page made to break: a modal dialog in a shadow
 * root (as the kit draws it) whose view changes from a fine one to one with Send cut off. The watch
 * must report the second view by its title, and only once however long it stays.
 */
let browser: Browser
let server: StaticServer
let dir: string

const page = `<!doctype html><html lang="en"><body style="margin:0;font:16px sans-serif">
<div id="host"></div>
<script>
  const root = document.getElementById('host').attachShadow({ mode: 'open' })
  root.innerHTML = '<dialog aria-labelledby="title"><h2 id="title">Connect Wallet</h2>' +
    '<div class="panel" style="width:200px;overflow:hidden"><div class="row" style="display:flex;gap:8px">' +
    '<button>Buy</button></div></div></dialog>'
  root.querySelector('dialog').showModal()
  window.showAccount = () => {
    root.getElementById('title').textContent = 'Account'
    root.querySelector('.row').innerHTML = ['Buy', 'Swap', 'Receive', 'Send']
      .map((label) => '<button style="white-space:nowrap;flex:none;width:80px">' + label + '</button>')
      .join('')
  }
</script></body></html>`

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'gatehouse-view-layout-'))
  writeFileSync(join(dir, 'index.html'), page)
  server = await serveStatic(dir)
  browser = await launchChromium()
})
afterAll(async () => {
  await browser?.close()
  await server?.close()
  rmSync(dir, { recursive: true, force: true })
})

describe('watchViewLayout', () => {
  it('checks each view of the modal once it settles, and reports the one with a control cut off', async () => {
    const context = await browser.newContext({ viewport: { width: 600, height: 400 } })
    const watch = await watchViewLayout(context, 'The test session')
    const tab = await context.newPage()
    await tab.goto(server.url)
    // Settled and checked: nothing wrong with the first view.
    await new Promise((resolve) => setTimeout(resolve, 1500))
    expect(watch.problems).toEqual([])
    expect(() => watch.check()).not.toThrow()

    await tab.evaluate(() => (window as unknown as { showAccount(): void }).showAccount())
    await expect.poll(() => watch.problems.length, { timeout: 20_000 }).toBeGreaterThan(0)
    expect(watch.problems).toContainEqual(
      expect.stringMatching(
        /^Account \(600×400 en\): button "Send": cut off \d+ px at the right by div\.panel/,
      ),
    )
    await new Promise((resolve) => setTimeout(resolve, 1500))
    // Recorded by name, width and language for the suite's coverage (a page without the kit's
    // `data-view` is named by its title).
    expect(watch.checked).toEqual([
      { view: 'Connect Wallet', width: 600, language: 'en' },
      { view: 'Account', width: 600, language: 'en' },
    ])
    const reported = watch.problems.length
    expect(new Set(watch.problems).size).toBe(reported)
    expect(() => watch.check()).toThrow(/The test session reached views with layout problems:\n {2}Account/)
    await context.close()
  })
})
