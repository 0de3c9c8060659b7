import { mkdirSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { build } from 'vite'
import { launchChromium } from '../browser/launchChromium'
import { serveStatic } from '../serve/serveStatic'
import { bundleGraph, kB, total } from './bundleGraph'
import { measureOpen } from './measurePage'

/**
 * `npm run bench`: builds examples/react-minimal and prints the gzip bytes of JavaScript loaded before
 * the first click and after opening the modal (per chunk), and the click-to-modal time (median of 7
 * cold loads). Numbers are printed and written to bench/results/bench.json; nothing here passes or fails.
 */
const root = resolve(import.meta.dirname, '../../../examples/react-minimal')
const runs = 7

await build({ root, configFile: resolve(root, 'vite.config.ts'), logLevel: 'warn' })
const graph = bundleGraph(resolve(root, 'dist'))
const server = await serveStatic(resolve(root, 'dist'))
const browser = await launchChromium()
try {
  const samples = []
  for (let run = 0; run < runs; run++) samples.push(await measureOpen(browser, server.url))
  const times = samples.map((sample) => sample.clickToModalMs).sort((a, b) => a - b)
  const median = times[Math.floor(times.length / 2)] ?? 0
  const first = samples[0]
  if (!first) throw new Error('no sample')
  const before = first.beforeIntent.reduce((sum, script) => sum + script.gzipBytes, 0)
  const after = first.afterOpen.reduce((sum, script) => sum + script.gzipBytes, 0)

  console.log('\nexamples/react-minimal (React, WagmiAdapter, mainnet + arbitrum)\n')
  console.log('JavaScript before the first click (gzip, measured in Chromium):')
  for (const script of first.beforeIntent) console.log(`  ${kB(script.gzipBytes).padStart(9)}  ${script.url}`)
  console.log(
    `  ${kB(before).padStart(9)}  total   (target ≤ 100 kB; AppKit ~850 kB, RainbowKit ~656 kB, ConnectKit ~545 kB)`,
  )
  console.log('\nJavaScript added by opening the modal (gzip):')
  for (const script of first.afterOpen) console.log(`  ${kB(script.gzipBytes).padStart(9)}  ${script.url}`)
  console.log(`  ${kB(after).padStart(9)}  total`)
  console.log('\nLazy chunks in the build (gzip, with what each pulls in beyond the initial bundle):')
  for (const { entry, extra } of graph.lazy) console.log(`  ${kB(total(extra)).padStart(9)}  ${entry.name}`)
  console.log(
    `\nPress on Connect Wallet → wallet list painted: median ${median.toFixed(0)} ms over ${runs} cold loads ` +
      `(min ${times[0]?.toFixed(0)} ms, max ${times[times.length - 1]?.toFixed(0)} ms)\n`,
  )

  const results = resolve(import.meta.dirname, '../../../bench/results')
  mkdirSync(results, { recursive: true })
  const report = {
    date: new Date().toISOString(),
    beforeIntentGzipBytes: before,
    afterOpenGzipBytes: after,
    beforeIntent: first.beforeIntent,
    afterOpen: first.afterOpen,
    lazyChunks: graph.lazy.map(({ entry, extra }) => ({ name: entry.name, gzipBytes: total(extra) })),
    clickToModalMs: { median, samples: times },
  }
  writeFileSync(resolve(results, 'bench.json'), JSON.stringify(report, null, 2))
  console.log(`Written to bench/results/bench.json`)
} finally {
  await browser.close()
  await server.close()
}
