import { resolve } from 'node:path'
import type { Browser } from 'playwright-core'
import { launchChromium } from '../browser/launchChromium'
import { freePort } from '@gatehouse/harness/net'
import { injectTestWallet, testWalletInfo } from '../wallet/injectTestWallet'
import { readStartBanner, stoppedLine, type StartBanner } from './banner'
import { interruptGroup, startGroup, waitForOutput, type GroupProcess } from '../process/processGroup'

/**
 * Proves the README's quick start on this checkout (`.ci/run` runs it on a clean clone after
 * `npm ci`): `npm start` prints its URLs, the service answers, the demo page connects the injected
 * test wallet in Chromium and the sample wallet page loads, and Ctrl+C stops every process it
 * started; then `npm run storybook` serves the stories and one renders. Exits non-zero on any
 * failure. Prints how long each step took: figures to read, never limits (a slow machine is not a
 * broken quick start; a hang is, after generous guards).
 */
const repository = resolve(import.meta.dirname, '../../..')
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`

function fail(message: string): never {
  throw new Error(message)
}

async function checkService(banner: StartBanner) {
  const response = await fetch(
    `${banner.urls.cloud}/appkit/v1/config?projectId=gatehouse-demo&st=appkit&sv=check`,
  )
  const body = (await response.json()) as { features?: unknown }
  if (!response.ok || !Array.isArray(body.features)) {
    fail(`apps/cloud answered ${response.status} ${JSON.stringify(body)} for the remote configuration`)
  }
  const wallet = await fetch(banner.urls.wallet)
  if (!wallet.ok || !(await wallet.text()).includes('<div id="root">')) {
    fail(`the sample wallet page answered ${wallet.status}`)
  }
}

/** Opens the demo with the injected test wallet and connects it through the modal. */
async function connectOnDemo(browser: Browser, banner: StartBanner) {
  const context = await browser.newContext()
  try {
    await injectTestWallet(context, { chains: banner.chains, chainId: 31337 })
    context.setDefaultTimeout(120_000)
    const page = await context.newPage()
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    await page.goto(banner.urls.demo)
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await page
      .getByRole('dialog')
      .getByRole('button', { name: new RegExp(testWalletInfo.name) })
      .click()
    // Connected: the account button shows the shortened address of anvil's first development key.
    await page.getByRole('button', { name: /0xf3…b92266/ }).waitFor()
    if (errors.length) fail(`the demo page threw: ${errors.join('; ')}`)
  } finally {
    await context.close()
  }
}

async function proveStart(browser: Browser) {
  const started = Date.now()
  const start = startGroup(npm, ['start'], { ...process.env, FORCE_COLOR: '0' })
  try {
    const banner = await waitForOutput(start, readStartBanner, '`npm start`', 300_000)
    const printed = Date.now() - started
    await checkService(banner)
    await connectOnDemo(browser, banner)
    const connected = Date.now() - started
    const stop = await interruptGroup(start, 30_000)
    if (stop.leftOver) fail('`npm start` left processes running after Ctrl+C (killed now)')
    // npm ends itself with the signal its script got (as a shell shows ^C); what counts is that
    // start.ts closed everything and said so.
    if (!start.output().includes(stoppedLine)) {
      fail(`\`npm start\` did not stop cleanly after Ctrl+C (exit ${String(stop.code)}):\n${start.output()}`)
    }
    console.log(
      `npm start: URLs printed after ${seconds(printed)}, demo connected after ${seconds(connected)},`,
    )
    console.log(`           stopped cleanly by Ctrl+C in ${seconds(stop.ms)} (nothing left running)`)
  } finally {
    if (start.alive()) start.signal('SIGKILL')
  }
}

async function proveStorybook(browser: Browser) {
  const port = await freePort()
  const started = Date.now()
  const storybook: GroupProcess = startGroup(npm, ['run', 'storybook', '--', '--port', String(port)], {
    ...process.env,
    FORCE_COLOR: '0',
  })
  try {
    const url = `http://127.0.0.1:${port}`
    const index = await waitForOutput(storybook, () => storyIds(url), '`npm run storybook`', 300_000)
    const ready = Date.now() - started
    const story = index.find((entry) => entry.startsWith('views-connect')) ?? index[0] ?? fail('no stories')
    const page = await browser.newPage()
    await page.goto(`${url}/iframe.html?id=${story}&viewMode=story`, { timeout: 120_000 })
    await page.locator('#storybook-root > *').first().waitFor({ timeout: 120_000 })
    await page.close()
    const rendered = Date.now() - started
    const stop = await interruptGroup(storybook, 30_000)
    if (stop.leftOver) fail('`npm run storybook` left processes running after Ctrl+C (killed now)')
    console.log(
      `npm run storybook: ${index.length} stories listed after ${seconds(ready)}, "${story}" rendered after ${seconds(rendered)}`,
    )
  } finally {
    if (storybook.alive()) storybook.signal('SIGKILL')
  }
}

/** Storybook's story ids once its dev server answers, else undefined. */
async function storyIds(url: string): Promise<string[] | undefined> {
  const response = await fetch(`${url}/index.json`).catch(() => undefined)
  if (!response?.ok) return undefined
  const body = (await response.json()) as { entries: Record<string, { type: string }> }
  return Object.entries(body.entries)
    .filter(([, entry]) => entry.type === 'story')
    .map(([id]) => id)
}

process.chdir(repository)
const browser = await launchChromium()
try {
  await proveStart(browser)
  await proveStorybook(browser)
  console.log('Quick start proven.')
} catch (error) {
  console.error(`Quick start broken: ${error instanceof Error ? error.message : String(error)}`)
  process.exitCode = 1
} finally {
  await browser.close()
}
