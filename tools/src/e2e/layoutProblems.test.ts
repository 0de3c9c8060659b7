import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchChromium } from '../browser/launchChromium'
import { layoutProblems } from './layoutProblems'

/**
 * The layout check on small pages made to break one way each: it must report each fault (or it
 * could never fail), and stay quiet on what is fine (a scrolled list, a hidden field, what an open
 * modal covers).
 */
let browser: Browser
let page: Page

beforeAll(async () => {
  browser = await launchChromium()
  page = await browser.newPage({ viewport: { width: 400, height: 300 } })
})
afterAll(async () => {
  await browser?.close()
})

const show = (body: string, dir: 'ltr' | 'rtl' = 'ltr') =>
  page.setContent(
    `<!doctype html><html dir="${dir}"><body style="margin:0;font:16px sans-serif">${body}</body></html>`,
  )

const row = (panelStyle: string) => `
  <div class="panel" style="width:200px;${panelStyle}">
    <div class="row" style="display:grid;grid-auto-flow:column;grid-auto-columns:1fr;gap:8px">
      <button style="white-space:nowrap">Buy</button><button style="white-space:nowrap">Swap</button>
      <button style="white-space:nowrap">Receive</button><button style="white-space:nowrap">Send</button>
    </div>
  </div>`

describe('layoutProblems', () => {
  it('reports a control a clipping panel cuts off sideways, even when the panel scrolls', async () => {
    await show(row('overflow:hidden'))
    const problems = await layoutProblems(page)
    expect(problems.find((line) => line.startsWith('button "Send": cut off'))).toMatch(
      /^button "Send": cut off \d+ px at the right by div\.panel \(overflow: hidden\)$/,
    )
    await show(row('overflow-x:auto'))
    expect((await layoutProblems(page)).some((line) => line.startsWith('button "Send": cut off'))).toBe(true)
  })

  it('reports it at the left in a right-to-left page', async () => {
    await show(row('overflow:hidden'), 'rtl')
    expect(await layoutProblems(page)).toContainEqual(
      expect.stringMatching(/^button "Send": cut off \d+ px at the left by div\.panel/),
    )
  })

  it('reports a control that sticks out of its container, and one past the viewport', async () => {
    await show(row(''))
    const problems = await layoutProblems(page)
    expect(problems).toContainEqual(
      expect.stringMatching(/^button "Send": sticks out \d+ px at the right of its container div\.row$/),
    )
    await show('<button style="margin-left:380px;width:60px">Far</button>')
    expect(await layoutProblems(page)).toEqual([
      `button "Far": off screen: 40 px past the viewport's right edge`,
    ])
  })

  it('reports a label that spills out of its button or is cut off inside it', async () => {
    await show('<button style="width:40px;white-space:nowrap;padding:0">Receive tokens</button>')
    expect(await layoutProblems(page)).toContainEqual(
      expect.stringMatching(/^button "Receive tokens": its content spills out of it: \d+ px too wide$/),
    )
    await show(
      '<button style="width:40px;white-space:nowrap;padding:0;overflow:hidden">Receive tokens</button>',
    )
    expect(await layoutProblems(page)).toContainEqual(
      expect.stringMatching(/its content is cut off inside it/),
    )
    await show(
      '<button style="width:40px;white-space:nowrap;padding:0;overflow:hidden;text-overflow:ellipsis">Receive tokens</button>',
    )
    expect(await layoutProblems(page)).toEqual([])
  })

  it('reports a control covered at its centre, naming what covers it', async () => {
    await show(`
      <button style="width:120px;height:40px">Send</button>
      <div class="toast" style="position:fixed;left:0;top:0;width:200px;height:30px;background:#000;color:#fff">Address copied</div>`)
    expect(await layoutProblems(page)).toEqual([
      'button "Send": covered at its centre (60, 20) by div.toast "Address copied"',
    ])
  })

  it('looks inside open shadow roots', async () => {
    await show('<div id="host"></div>')
    await page.evaluate(() => {
      const root = document.querySelector('#host')?.attachShadow({ mode: 'open' })
      if (root)
        root.innerHTML = `<div style="width:80px;overflow:hidden"><button style="width:120px">Inside</button></div>`
    })
    expect(await layoutProblems(page)).toContainEqual(
      expect.stringMatching(/^button "Inside": cut off 40 px at the right by div/),
    )
  })

  it('lets a long list scroll, but not a panel that hides its end', async () => {
    const buttons = Array.from(
      { length: 30 },
      (_, index) => `<button style="display:block">Wallet ${index}</button>`,
    )
    await show(`<div class="list" style="height:120px;overflow-y:auto">${buttons.join('')}</div>`)
    expect(await layoutProblems(page)).toEqual([])
    // Checking scrolled the rows into view; the list is put back where it was.
    expect(await page.$eval('.list', (list) => list.scrollTop)).toBe(0)
    await show(`<div class="list" style="height:120px;overflow:hidden">${buttons.join('')}</div>`)
    expect(await layoutProblems(page)).toContainEqual(
      expect.stringMatching(/^button "Wallet 29": cut off \d+ px at the bottom by div\.list/),
    )
  })

  it('reports a row the list covers after scrolling to it', async () => {
    const buttons = Array.from(
      { length: 30 },
      (_, index) => `<button style="display:block">Wallet ${index}</button>`,
    )
    await show(`
      <div style="position:relative">
        <div class="list" style="height:120px;overflow-y:auto">${buttons.join('')}</div>
        <div class="fade" style="position:absolute;inset:0;background:transparent"></div>
      </div>`)
    expect(await layoutProblems(page)).toContainEqual(
      expect.stringMatching(/^button "Wallet 29": covered at its centre .* by div\.fade$/),
    )
  })

  it('passes over hidden fields, inert parts and what an open modal dialog covers', async () => {
    await show(`
      <input aria-label="Hidden" style="position:absolute;width:1px;height:1px;clip:rect(0 0 0 0)">
      <div inert><div style="width:40px;overflow:hidden"><button style="width:120px">Inert</button></div></div>
      <button style="width:120px">Open</button>
      <dialog style="width:200px"><button>Close</button></dialog>`)
    await page.evaluate(() => document.querySelector('dialog')?.showModal())
    expect(await layoutProblems(page)).toEqual([])
  })

  it('checks only the part of the page it is given', async () => {
    await show(`<div id="story"><button>Fine</button></div><button style="margin-left:380px">Far</button>`)
    expect(await layoutProblems(page, { within: '#story' })).toEqual([])
    expect(await layoutProblems(page, { within: '#missing' })).toEqual(['nothing matches #missing'])
  })
})
