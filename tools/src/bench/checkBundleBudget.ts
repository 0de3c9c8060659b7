import { resolve } from 'node:path'
import { bundleGraph, kB, total } from './bundleGraph'

/**
 * The byte budgets of the minimal React host: at most 100 kB of gzipped JavaScript before the visitor's
 * first intent (issue 2), at most 30 kB for each feature library's chunk with what it pulls in
 * (issue 4), and for the modal's first frame (its shell and the Connect view, see loadModal) at most
 * 16 kB in at most 6 chunks: a press on the button is a handful of requests, not a cascade, and never
 * wagmi (issue 7). Run after `vite build`; exits non-zero over a budget. Bytes and requests, never time.
 */
const budget = 100_000
const featureBudget = 30_000
const modalBudget = { gzipBytes: 16_000, chunks: 6 }
const distDir = resolve(process.argv[2] ?? 'dist')
const graph = bundleGraph(distDir)
const initial = total(graph.initial)

console.log('JavaScript loaded before the first intent (gzip):')
for (const chunk of graph.initial) console.log(`  ${kB(chunk.gzipBytes).padStart(9)}  ${chunk.file}`)
console.log(`  ${kB(initial).padStart(9)}  total (budget ${kB(budget)})`)
console.log('Loaded on intent (gzip, with what each pulls in):')
for (const { entry, extra } of graph.lazy) {
  const own = extra.find((chunk) => chunk.file === entry.file)
  console.log(`  ${kB(total(extra)).padStart(9)}  ${entry.name}${own ? '' : ' (shared)'}`)
}
const overweightFeatures = graph.lazy.filter(
  ({ entry, extra }) => entry.name.startsWith('feature-') && total(extra) > featureBudget,
)
for (const { entry, extra } of overweightFeatures) {
  console.error(
    `Over budget: ${entry.name} loads ${kB(total(extra))} (budget ${kB(featureBudget)} per feature).`,
  )
}
const modal = graph.lazy.find(({ entry }) => entry.name === 'modalEntry')
const modalBytes = modal ? total(modal.extra) : Infinity
const modalOver = !modal || modalBytes > modalBudget.gzipBytes || modal.extra.length > modalBudget.chunks
if (!modal)
  console.error('No modalEntry chunk: the modal must load through libs/appkit/src/modal/modalEntry.ts.')
else if (modalOver) {
  console.error(
    `Over budget: the modal's first frame loads ${kB(modalBytes)} in ${modal.extra.length} chunks ` +
      `(budget ${kB(modalBudget.gzipBytes)} in ${modalBudget.chunks}): ${modal.extra.map((chunk) => chunk.file).join(', ')}`,
  )
}
if (initial > budget) {
  console.error(`Over budget: ${kB(initial)} of JavaScript before the first intent (budget ${kB(budget)}).`)
}
if (initial > budget || overweightFeatures.length > 0 || modalOver) process.exit(1)
