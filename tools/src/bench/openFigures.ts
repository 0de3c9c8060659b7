import { kB } from './bundleGraph'

/** The figures of the issue's comparison table, for examples/react-minimal (medians of cold loads). */
export interface OpenFigures {
  navigationToButtonMs: number
  noKitNavigationToButtonMs: number
  beforeIntentGzipBytes: number
  noKitGzipBytes: number
  /** The kit page's JavaScript before the first click minus the no-kit page's, both measured in Chromium. */
  ownBeforeIntentGzipBytes: number
  /** The same, estimated module by module from the build (see hostSplit). */
  ownBeforeIntentByModulesGzipBytes: number
  afterOpenGzipBytes: number
  afterOpenChunks: number
  /** Click → the modal's dialog first visible ("modal first visible"); absent in older baselines. */
  clickToDialogMs?: number
  /** The same from the pointer going down (the figure older baselines gave as click → dialog). */
  pressToDialogMs?: number
  /** Press → the dialog lists a wallet button the visitor can press. */
  clickToModalMs: number
  scriptDuringOpenMs: number
  /** Press → the modal's own dialog lists a wallet, and the script time to then; absent in older baselines. */
  modalListMs?: number
  scriptToModalListMs?: number
  /** The same two, when the pointer rested 300 ms on the button before the press. */
  hoveredClickToDialogMs?: number
  hoveredClickToModalMs?: number
  hoveredScriptDuringOpenMs?: number
  offlineRequestsWhileOpening: number
  /** Messages the page's scripts log (the kit's), the browser's network error lines excluded. */
  consoleMessagesWhileOpening: number
  /** The browser's own "Failed to load resource" lines: one per refused request, no script can stop them. */
  refusedRequestLogsWhileOpening?: number
}

const ms = (value: number) => `${value.toFixed(0)} ms`
const count = (value: number) => value.toFixed(0)
const optionalMs = (value: number | undefined) => (value === undefined ? '-' : ms(value))

const rows: [string, (figures: OpenFigures) => string][] = [
  ['navigation → button visible', (f) => ms(f.navigationToButtonMs)],
  ['  the same page without the kit', (f) => ms(f.noKitNavigationToButtonMs)],
  ['  ratio (target ≤ 1.2)', (f) => (f.navigationToButtonMs / f.noKitNavigationToButtonMs).toFixed(2)],
  ['JS before the click, gzip', (f) => kB(f.beforeIntentGzipBytes)],
  ['  host (the no-kit page)', (f) => kB(f.noKitGzipBytes)],
  ["  kit's own (difference; target ≤ 10 kB)", (f) => kB(f.ownBeforeIntentGzipBytes)],
  ["  kit's own (by modules)", (f) => kB(f.ownBeforeIntentByModulesGzipBytes)],
  ['JS fetched on open, gzip', (f) => kB(f.afterOpenGzipBytes)],
  ['  chunks fetched on open', (f) => count(f.afterOpenChunks)],
  ['click → dialog visible (target ≤ 50 ms)', (f) => optionalMs(f.clickToDialogMs)],
  ['  from the pointer going down', (f) => optionalMs(f.pressToDialogMs)],
  ['press → wallet list usable', (f) => ms(f.clickToModalMs)],
  ['script time press → list (target ≤ 25 ms)', (f) => ms(f.scriptDuringOpenMs)],
  ["  press → the modal's own list (after the frame's)", (f) => optionalMs(f.modalListMs)],
  ["  script time press → the modal's own list", (f) => optionalMs(f.scriptToModalListMs)],
  ['  after 300 ms over the button: click → dialog', (f) => optionalMs(f.hoveredClickToDialogMs)],
  ['  after 300 ms over the button: press → list', (f) => optionalMs(f.hoveredClickToModalMs)],
  ['  after 300 ms over the button: script time', (f) => optionalMs(f.hoveredScriptDuringOpenMs)],
  ['requests to the service while opening, offline', (f) => count(f.offlineRequestsWhileOpening)],
  ['console messages of the kit while opening, offline', (f) => count(f.consoleMessagesWhileOpening)],
  [
    "  the browser's refused-request lines",
    (f) => (f.refusedRequestLogsWhileOpening === undefined ? '-' : count(f.refusedRequestLogsWhileOpening)),
  ],
]

/** Prints the figures as a table, beside the saved baseline when there is one. */
export function printFigures(figures: OpenFigures, baseline: OpenFigures | undefined, runs: number) {
  console.log(`\nMedians of ${runs} cold loads${baseline ? ' (baseline → now)' : ''}:`)
  for (const [label, format] of rows) {
    const now = format(figures)
    console.log(
      `  ${label.padEnd(50)} ${baseline ? `${format(baseline).padStart(9)} → ` : ''}${now.padStart(9)}`,
    )
  }
  console.log('')
}
