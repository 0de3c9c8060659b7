import type { Browser } from 'playwright-core'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { build } from 'vite'
import { launchChromium } from '../browser/launchChromium'
import { serveStatic } from '../serve/serveStatic'
import { bundleGraph, kB, total } from './bundleGraph'
import { measureHostPage, measureOpen, type OpenSample } from './measurePage'
import { splitHostAndKit, type BuiltChunk } from './hostSplit'
import { printFigures, type OpenFigures } from './openFigures'
import { measureAllWallets, type AllWalletsSample } from './measureAllWallets'
import { startCloudProcess } from '@gatehouse/harness/cloud'
import { demoConfigScript, startDemoStack } from '../e2e/demoStack'
import { measureAccountTabs, type AccountTabsSample } from './measureAccountTabs'
import { measureCloudStart, type CloudStartSample } from './measureCloudStart'

/**
 * `npm run bench`: builds examples/react-minimal and the same page without the kit, and prints (medians
 * of 7 cold loads) navigation → connect button for both, the gzip bytes of JavaScript before the first
 * click (the host's and the kit's own), what opening the modal adds, press → dialog first visible and
 * press → wallet list usable, the script time while opening, and the requests and console messages
 * while opening with the service unreachable.
 * `--open-only` stops there; `--save-baseline` keeps these figures in bench/results/baseline.json, and
 * later runs print them beside their own. Numbers are printed and written to bench/results; nothing
 * here passes or fails.
 */
const root = resolve(import.meta.dirname, '../../../examples/react-minimal')
const demoRoot = resolve(import.meta.dirname, '../../../apps/demo')
const noKitRoot = resolve(import.meta.dirname, 'no-kit-page')
const registryPath = resolve(import.meta.dirname, '../../../apps/cloud/data/wallet-registry.json')
const runs = 7

/** Builds a page as a host would, and returns its chunks with the modules each renders. */
async function buildPage(pageRoot: string): Promise<BuiltChunk[]> {
  const output = await build({
    root: pageRoot,
    configFile: resolve(pageRoot, 'vite.config.ts'),
    logLevel: 'warn',
  })
  const outputs = Array.isArray(output) ? output : [output]
  return outputs.flatMap((each) =>
    'output' in each ? (each.output.filter((item) => item.type === 'chunk') as unknown as BuiltChunk[]) : [],
  )
}

/** Console messages of the page's scripts, without the browser's own line for each refused request. */
const kitMessages = (messages: string[]) =>
  messages.filter((message) => !message.includes('Failed to load resource'))

const wallets600 = 603
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0

/** The AllWallets view of the demo against apps/cloud serving the registry three times over (603 wallets). */
async function benchAllWallets(browser: Browser): Promise<AllWalletsSample[]> {
  await build({ root: demoRoot, configFile: resolve(demoRoot, 'vite.config.ts'), logLevel: 'warn' })
  const registry = JSON.parse(readFileSync(registryPath, 'utf8')) as { id: string; name: string }[]
  const wallets = [0, 1, 2].flatMap((copy) =>
    registry.map((wallet) =>
      copy === 0
        ? wallet
        : {
            ...wallet,
            id: `${wallet.id.slice(0, 60)}${copy}`.padEnd(64, '0'),
            name: `${wallet.name} ${copy + 1}`,
          },
    ),
  )
  const cloud = await startCloudProcess({ wallets })
  const demo = await serveStatic(resolve(demoRoot, 'dist'), {
    htmlHead: demoConfigScript({
      projectId: 'bench',
      chains: [],
      apiUrl: cloud.url,
      relayUrl: cloud.relayUrl,
    }),
  })
  try {
    const samples: AllWalletsSample[] = []
    for (let run = 0; run < 5; run++) samples.push(await measureAllWallets(browser, demo.url))
    return samples
  } finally {
    await demo.close()
    await cloud.close()
  }
}

/** The Account tabs of the demo against the local chains with tokens and apps/cloud's blockchain API. */
async function benchAccountTabs(browser: Browser): Promise<AccountTabsSample[]> {
  const stack = await startDemoStack(resolve(demoRoot, 'dist'))
  try {
    const samples: AccountTabsSample[] = []
    for (let run = 0; run < 5; run++) samples.push(await measureAccountTabs(browser, stack))
    return samples
  } finally {
    await stack.stop()
  }
}

const openOnly = process.argv.includes('--open-only')
const saveBaseline = process.argv.includes('--save-baseline')
const results = resolve(import.meta.dirname, '../../../bench/results')
const baselinePath = resolve(results, 'baseline.json')
const baseline = existsSync(baselinePath)
  ? (JSON.parse(readFileSync(baselinePath, 'utf8')) as OpenFigures)
  : undefined

const kitOutput = await buildPage(root)
const graph = bundleGraph(resolve(root, 'dist'))
await buildPage(noKitRoot)
const server = await serveStatic(resolve(root, 'dist'))
const noKitServer = await serveStatic(resolve(noKitRoot, 'dist'))
const browser = await launchChromium()
try {
  const samples: OpenSample[] = []
  const hostSamples = []
  // A fresh Chromium's first loads also start its helper processes: one load of each page first,
  // not counted. Then interleaved, so that a machine busy with other work weighs on both pages alike,
  // and in turns (kit first, then host first), so that neither page always follows the other.
  await measureHostPage(browser, server.url)
  await measureHostPage(browser, noKitServer.url)
  for (let run = 0; run < runs; run++) {
    if (run % 2 === 1) hostSamples.push(await measureHostPage(browser, noKitServer.url))
    samples.push(await measureOpen(browser, server.url))
    if (run % 2 === 0) hostSamples.push(await measureHostPage(browser, noKitServer.url))
  }
  const hovered: OpenSample[] = []
  for (let run = 0; run < runs; run++) hovered.push(await measureOpen(browser, server.url, { hoverMs: 300 }))
  const times = samples.map((sample) => sample.clickToModalMs).sort((a, b) => a - b)
  const first = samples[0]
  if (!first) throw new Error('no sample')
  const before = total(first.beforeIntent)
  const after = total(first.afterOpen)
  const hostBefore = total(hostSamples[0]?.beforeIntent ?? [])
  const initialFiles = new Set(graph.initial.map((chunk) => chunk.file))
  const split = splitHostAndKit(kitOutput.filter((chunk) => initialFiles.has(chunk.fileName)))
  const figures: OpenFigures = {
    navigationToButtonMs: median(samples.map((sample) => sample.navigationToButtonMs)),
    noKitNavigationToButtonMs: median(hostSamples.map((sample) => sample.navigationToButtonMs)),
    beforeIntentGzipBytes: before,
    noKitGzipBytes: hostBefore,
    ownBeforeIntentGzipBytes: before - hostBefore,
    ownBeforeIntentByModulesGzipBytes: split.kit,
    afterOpenGzipBytes: after,
    afterOpenChunks: first.afterOpen.length,
    clickToDialogMs: median(samples.map((sample) => sample.clickToDialogMs)),
    pressToDialogMs: median(samples.map((sample) => sample.pressToDialogMs)),
    clickToModalMs: median(times),
    hoveredClickToDialogMs: median(hovered.map((sample) => sample.clickToDialogMs)),
    hoveredClickToModalMs: median(hovered.map((sample) => sample.clickToModalMs)),
    hoveredScriptDuringOpenMs: median(hovered.map((sample) => sample.scriptDuringOpenMs)),
    scriptDuringOpenMs: median(samples.map((sample) => sample.scriptDuringOpenMs)),
    modalListMs: median(samples.map((sample) => sample.modalListMs)),
    scriptToModalListMs: median(samples.map((sample) => sample.scriptToModalListMs)),
    offlineRequestsWhileOpening: median(samples.map((sample) => sample.serviceRequests.length)),
    consoleMessagesWhileOpening: median(
      samples.map((sample) => kitMessages(sample.consoleWhileOpening).length),
    ),
    refusedRequestLogsWhileOpening: median(
      samples.map(
        (sample) => sample.consoleWhileOpening.length - kitMessages(sample.consoleWhileOpening).length,
      ),
    ),
  }

  console.log('\nexamples/react-minimal (React, WagmiAdapter, mainnet + arbitrum)\n')
  console.log('JavaScript before the first click (gzip, measured in Chromium):')
  for (const script of first.beforeIntent) console.log(`  ${kB(script.gzipBytes).padStart(9)}  ${script.url}`)
  console.log(`  ${kB(before).padStart(9)}  total (budget in npm run test:size)`)
  console.log(
    `  ${kB(hostBefore).padStart(9)}  of which the same page without the kit loads (React, the page)`,
  )
  console.log('  Kit modules before the first click (gzip, shared out by rendered length):')
  for (const [origin, bytes] of split.kitByOrigin.slice(0, 12))
    console.log(`  ${kB(bytes).padStart(9)}  ${origin}`)
  console.log('\nJavaScript added by opening the modal (gzip):')
  for (const script of first.afterOpen) console.log(`  ${kB(script.gzipBytes).padStart(9)}  ${script.url}`)
  console.log(`  ${kB(after).padStart(9)}  total`)
  console.log('\nLazy chunks in the build (gzip, with what each pulls in beyond the initial bundle):')
  for (const { entry, extra } of graph.lazy) console.log(`  ${kB(total(extra)).padStart(9)}  ${entry.name}`)
  console.log('\nFeature chunks (gzip, with what each pulls in; target ≤ 30 kB each):')
  for (const { entry, extra } of graph.lazy.filter(({ entry }) => entry.name.startsWith('feature-')))
    console.log(`  ${kB(total(extra)).padStart(9)}  ${entry.name}`)
  console.log(
    `\nPress on Connect Wallet → wallet list usable: ${runs} cold loads, ` +
      `min ${times[0]?.toFixed(0)} ms, max ${times[times.length - 1]?.toFixed(0)} ms`,
  )
  console.log(`Requests to the (unreachable) service while opening, first run:`)
  for (const request of first.serviceRequests) console.log(`  ${request}`)
  console.log(`Console while opening, first run:`)
  for (const message of first.consoleWhileOpening) console.log(`  ${message}`)
  printFigures(figures, baseline, runs)
  mkdirSync(results, { recursive: true })
  if (saveBaseline) writeFileSync(baselinePath, JSON.stringify(figures, null, 2))
  if (openOnly) {
    writeFileSync(
      resolve(results, 'bench-open.json'),
      JSON.stringify({ figures, samples, hostSamples }, null, 2),
    )
    process.exit(0)
  }

  const allWallets = await benchAllWallets(browser)
  const rows = allWallets[0]?.rows ?? 0
  console.log(
    `apps/demo AllWallets with ${wallets600} wallets (apps/cloud, registry ×3), 5 cold loads:\n` +
      `  press on All Wallets → first 8 wallet images painted: median ${median(allWallets.map((s) => s.toImagesMs)).toFixed(0)} ms\n` +
      `  scrolling to the end (${rows} rows): longest task ${Math.max(...allWallets.map((s) => s.longestTaskMs)).toFixed(0)} ms ` +
      `(0 = none over 50 ms), longest frame median ${median(allWallets.map((s) => s.longestFrameMs)).toFixed(0)} ms\n`,
  )

  const tabs = await benchAccountTabs(browser)
  const tabMedian = (key: keyof AccountTabsSample) => median(tabs.map((sample) => sample[key]))
  console.log(
    `apps/demo Account tabs (local chain, apps/cloud), first press on a cold page, median of 5:\n` +
      `  NFTs → collectibles listed: ${tabMedian('nftsMs').toFixed(0)} ms\n` +
      `  Activity → transactions listed (feature chunk + history): ${tabMedian('activityMs').toFixed(0)} ms\n` +
      `  Tokens again → balances (cached): ${tabMedian('tokensMs').toFixed(0)} ms\n`,
  )

  const cloudStarts: CloudStartSample[] = []
  for (let run = 0; run < 5; run++) cloudStarts.push(await measureCloudStart())
  const startMedian = (key: keyof CloudStartSample) => median(cloudStarts.map((sample) => sample[key]))
  console.log(
    `apps/cloud command line, spawn → listening (a new Node process each time), median of 5:\n` +
      `  first start on a machine (initdb, then the cluster template is cached): ${startMedian('firstOnMachine').toFixed(0)} ms\n` +
      `  new data directory (from the cached template): ${startMedian('newDataDir').toFixed(0)} ms\n` +
      `  restart on the same data directory: ${startMedian('restart').toFixed(0)} ms\n` +
      `  database in memory: ${startMedian('inMemory').toFixed(0)} ms\n`,
  )

  const report = {
    date: new Date().toISOString(),
    figures,
    beforeIntentGzipBytes: before,
    afterOpenGzipBytes: after,
    beforeIntent: first.beforeIntent,
    afterOpen: first.afterOpen,
    lazyChunks: graph.lazy.map(({ entry, extra }) => ({ name: entry.name, gzipBytes: total(extra) })),
    clickToModalMs: { median: figures.clickToModalMs, samples: times },
    accountTabsMs: {
      nfts: tabMedian('nftsMs'),
      activity: tabMedian('activityMs'),
      tokens: tabMedian('tokensMs'),
      samples: tabs,
    },
    cloudStartMs: {
      firstOnMachine: startMedian('firstOnMachine'),
      newDataDir: startMedian('newDataDir'),
      restart: startMedian('restart'),
      inMemory: startMedian('inMemory'),
      samples: cloudStarts,
    },
    allWallets: {
      toImagesMs: median(allWallets.map((sample) => sample.toImagesMs)),
      longestTaskMs: Math.max(...allWallets.map((sample) => sample.longestTaskMs)),
      longestFrameMs: median(allWallets.map((sample) => sample.longestFrameMs)),
      samples: allWallets,
    },
  }
  writeFileSync(resolve(results, 'bench.json'), JSON.stringify(report, null, 2))
  console.log(`Written to bench/results/bench.json`)
} finally {
  await browser.close()
  await server.close()
  await noKitServer.close()
}
