import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, join } from 'node:path'
import { startCloudProcess } from '@gatehouse/harness/cloud'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchChromium } from '../browser/launchChromium'
import { startAnvil } from '../chain/startAnvil'
import { connectTestWallet } from '../e2e/connectTestWallet'
import { holdKitChunk } from '../e2e/holdKitChunk'
import { hidden, modal, visible } from '../e2e/locators'
import { configScript } from '../serve/configScript'
import { serveStatic } from '../serve/serveStatic'
import { injectTestWallet, testWalletInfo } from '../wallet/injectTestWallet'
import { publintProblems, typesProblems } from './lintPackedLibrary'
import { packageContentProblems } from './packageContentProblems'
import {
  appKitCompatTemplate,
  buildPackedHost,
  createPackedHost,
  gatehousePackagesNotFromTarballs,
  installedCopies,
  installPackedHost,
} from './packedHost'
import { buildLibraries, packLibraries, type PackedLibrary } from './packLibraries'
import { publishableLibraries } from './publishableLibraries'
import { runCommand } from './runCommand'

/**
 * The libraries as npm would publish them: each one built and packed with `npm pack`, each tarball
 * checked by publint, arethetypeswrong and for files it lacks, then a host project outside the
 * workspace that installs them from the tarballs (never through workspace links), builds with
 * TypeScript and Vite, and connects the injected test wallet on a local anvil chain in Chromium.
 */
const libraries = publishableLibraries()
const workDir = mkdtempSync(join(tmpdir(), 'gatehouse-packages-'))
let packed: PackedLibrary[] = []

/** Runs one step and prints how long it took, so a slow step shows in the log. */
async function step<T>(label: string, run: () => Promise<T>): Promise<T> {
  const started = performance.now()
  try {
    return await run()
  } finally {
    console.log(`packages: ${label} took ${((performance.now() - started) / 1000).toFixed(1)} s`)
  }
}

function tarballOf(name: string): string {
  const library = packed.find((candidate) => candidate.name === name)
  if (!library) throw new Error(`${name} was not packed`)
  return library.tarball
}

beforeAll(async () => {
  await step('building the libraries', () => buildLibraries(libraries))
  packed = await step('packing the libraries', () => packLibraries(libraries, join(workDir, 'tarballs')))
})

afterAll(() => rmSync(workDir, { recursive: true, force: true }))

/**
 * Serves a built host with a local anvil chain and apps/cloud, opens it in Chromium with the injected
 * test wallet, and runs `connect` there (timed as `label`). Returns the page errors and console errors
 * (and console lines matching `alsoFailOn`). Each part is stopped even when a later one fails to start
 * or the test fails.
 */
async function connectInPackedHost(
  distDir: string,
  options: { projectId: string; label: string; alsoFailOn?: RegExp },
  connect: (page: Page, walletAddress: string) => Promise<void>,
): Promise<string[]> {
  const running: (() => Promise<void>)[] = []
  try {
    const chain = await startAnvil({ chainId: 31337 })
    running.push(() => chain.stop())
    const cloud = await startCloudProcess()
    running.push(() => cloud.close())
    const config = { projectId: options.projectId, rpcUrl: chain.rpcUrl, apiUrl: cloud.url }
    const server = await serveStatic(distDir, {
      htmlHead: configScript('__GATEHOUSE_PACKED_HOST__', config),
    })
    running.push(() => server.close())
    const browser = await launchChromium()
    running.push(() => browser.close())

    const context = await browser.newContext()
    const wallet = await injectTestWallet(context, { chains: { 31337: chain.rpcUrl }, chainId: 31337 })
    const page = await context.newPage()
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    page.on('console', (message) => {
      if (message.type() === 'error' || options.alsoFailOn?.test(message.text())) errors.push(message.text())
    })
    await step(options.label, async () => {
      await page.goto(server.url)
      await connect(page, wallet.address)
    })
    return errors
  } finally {
    for (const stop of running.reverse()) await stop()
  }
}

/** The box of the test wallet's row in a host's dialog, once it has stopped moving (its entrance). */
async function restingRow(page: Page, host: 'appkit-button' | 'gatehouse-modal') {
  const row = page
    .locator(host)
    .getByRole('list', { name: 'Wallets' })
    .getByRole('button', { name: new RegExp(testWalletInfo.name) })
  await visible(row)
  let box = await row.boundingBox()
  for (let settled = false; !settled;) {
    await page.waitForTimeout(100)
    const next = await row.boundingBox()
    settled = JSON.stringify(next) === JSON.stringify(box)
    box = next
  }
  return { row, box }
}

/**
 * Opens the page again in a tab of its own and presses Connect Wallet before the kit has arrived:
 * when the modal takes the frame's place, the test wallet's row is where the frame listed it, so a
 * visitor aiming at it while the modal arrives does not press something else.
 */
async function expectRowsInPlaceAtTheHandOver(page: Page) {
  const tab = await page.context().newPage()
  try {
    const release = await holdKitChunk(tab)
    await tab.goto(page.url())
    await (await visible(tab.getByRole('button', { name: 'Connect Wallet' }))).click()
    const inFrame = await restingRow(tab, 'appkit-button')
    release()
    const inModal = await restingRow(tab, 'gatehouse-modal')
    expect(inModal.box).toEqual(inFrame.box)
  } finally {
    await tab.close()
  }
}

/**
 * Connects the test wallet from the modal's frame, pressed before the kit has arrived (its chunk held
 * back, as a slow network would): the frame lists WalletConnect and the installed wallet already, the
 * pressed row shows it is on its way, and the modal goes on to connect it once it is there.
 */
async function connectInTheFrame(page: Page) {
  const release = await holdKitChunk(page)
  await (await visible(page.getByRole('button', { name: 'Connect Wallet' }))).click()
  const wallets = modal(page, 'Connect Wallet').getByRole('list', { name: 'Wallets' })
  await visible(wallets.getByRole('button', { name: /WalletConnect/ }))
  const testWallet = await visible(wallets.getByRole('button', { name: new RegExp(testWalletInfo.name) }))
  await testWallet.click()
  expect(await testWallet.getAttribute('aria-busy')).toBe('true')
  expect(await page.locator('gatehouse-modal').count()).toBe(0)
  release()
  await hidden(modal(page))
}

describe.each(libraries)('the tarball of $name', ({ name }) => {
  it('passes publint', async () => {
    expect(await publintProblems(tarballOf(name))).toEqual([])
  })

  it('passes arethetypeswrong (ESM only)', async () => {
    expect(await typesProblems(tarballOf(name))).toEqual([])
  })

  it('holds every file it points at or imports, and declares every package it imports', async () => {
    const dir = join(workDir, 'unpacked', basename(tarballOf(name), '.tgz'))
    mkdirSync(dir, { recursive: true })
    await runCommand('tar', ['-xzf', tarballOf(name), '-C', dir], { cwd: workDir })
    expect(packageContentProblems(join(dir, 'package'))).toEqual([])
  })
})

describe('a host installed from the tarballs', () => {
  it('builds, opens the modal and connects the injected wallet on a local chain', async () => {
    const hostDir = join(workDir, 'host')
    createPackedHost(hostDir, packed)
    await step('installing the host', () => installPackedHost(hostDir))
    expect(gatehousePackagesNotFromTarballs(hostDir)).toEqual([])
    const distDir = await step('building the host', () => buildPackedHost(hostDir))

    const errors = await connectInPackedHost(
      distDir,
      { projectId: 'gatehouse-packed-host', label: 'connecting in Chromium' },
      async (page, walletAddress) => {
        await expectRowsInPlaceAtTheHandOver(page)
        await connectInTheFrame(page)
        // anvil funds each development account with 10,000 ether; the button reads it from the chain.
        const account = page.getByRole('button', { name: new RegExp(walletAddress.slice(-6)) })
        await visible(account.filter({ hasText: '10,000.000 ETH' }))
      },
    )
    expect(errors).toEqual([])
  })
})

/**
 * AppKit's React + wagmi quick start with only the import specifiers changed, installed from the
 * tarballs with wagmi 2 and with wagmi 3 (plain `npm install`: the peer ranges must hold), built, and
 * connected through <appkit-button>; the host's own wagmi `useAccount` must show the modal's account,
 * and the console no hydration or other error.
 */
// TanStack Query as AppKit's React + wagmi example pins it.
const reactQuery = { '@tanstack/react-query': '5.90.3' }

describe.each<{ wagmi: string; versions: Record<string, string>; core: RegExp }>([
  // The host lists wagmi alone, as AppKit's quick start does: the adapter's optional `wagmi` peer is
  // what makes npm meet its `@wagmi/core` peer with wagmi's own copy (without it, wagmi 2 got a
  // second, 3.x core beside its own).
  { wagmi: 'wagmi 2', versions: { wagmi: '^2.19.5', ...reactQuery }, core: /^2\./ },
  { wagmi: 'wagmi 3', versions: { wagmi: '^3.0.0', ...reactQuery }, core: /^3\./ },
])('the AppKit quick start on $wagmi', ({ wagmi, versions, core }) => {
  it('installs, builds, connects through <appkit-button>, and the host`s wagmi sees the account', async () => {
    const hostDir = join(workDir, `appkit-${wagmi.replace(' ', '')}`)
    // skipLibCheck as in Vite's React template: wagmi's own declarations do not compile against
    // TanStack Query's (our declarations are checked with it off by the packed host above).
    createPackedHost(hostDir, packed, { template: appKitCompatTemplate, versions, checkLibraries: false })
    await step(`installing the AppKit host on ${wagmi}`, () => installPackedHost(hostDir))
    expect(gatehousePackagesNotFromTarballs(hostDir)).toEqual([])
    const cores = installedCopies(hostDir, '@wagmi/core')
    expect(cores).toHaveLength(1)
    expect(cores[0]).toMatch(core)
    const distDir = await step(`building the AppKit host on ${wagmi}`, () => buildPackedHost(hostDir))

    const errors = await connectInPackedHost(
      distDir,
      {
        projectId: 'gatehouse-appkit-compat',
        label: `connecting the AppKit host on ${wagmi}`,
        alsoFailOn: /hydrat/i,
      },
      async (page, walletAddress) => {
        const hostAccount = page.getByRole('status', { name: 'wagmi account' })
        await visible(hostAccount.filter({ hasText: 'disconnected' }))
        await connectTestWallet(page)
        await visible(page.getByRole('button', { name: new RegExp(walletAddress.slice(-6)) }))
        await visible(hostAccount.filter({ hasText: `connected ${walletAddress}` }))
      },
    )
    expect(errors).toEqual([])
  })
})
