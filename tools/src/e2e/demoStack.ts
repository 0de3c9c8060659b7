import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { serveStatic } from '../serve/serveStatic'
import { startLocalStack, type LocalStack } from '../stack/startLocalStack'
import { sampleWalletDist } from '../walletconnect/startSampleWallet'

export type { DemoConfig } from '../stack/stackConfigs'
export { demoConfigScript } from '../stack/startLocalStack'

/** The stack `npm start` runs, with the built demo and sample wallet, as the end-to-end tests see it. */
export interface DemoStack extends LocalStack {
  /** The demo page. */
  url: string
  /** Paths of the files index.html loads by itself (entry script and styles). */
  initialAssets: string[]
}

/** Serves a built page from `dir` with `head` in its `<head>`, after checking it was built. */
async function serveBuilt(dir: string, build: string, head: string) {
  if (!existsSync(join(dir, 'index.html'))) throw new Error(`${dir} is not built: run '${build}'.`)
  const server = await serveStatic(dir, { htmlHead: head })
  return { url: server.url, close: () => server.close() }
}

/**
 * Starts the stack `npm start` starts (tools/src/stack/startLocalStack.ts: the same chains, apps/cloud
 * configuration and wallets) on free ports, with apps/cloud's data in a temporary folder, the built
 * demo from `distDir` and the built sample wallet, and Bitcoin blocks mined when a test says so.
 */
export async function startDemoStack(distDir: string): Promise<DemoStack> {
  const stack = await startLocalStack({
    ports: 'free',
    bitcoinBlocks: 'manual',
    serveSampleWallet: (head) =>
      serveBuilt(sampleWalletDist, 'npx nx run @gatehouse/sample-wallet:build', head),
    serveDemo: (head) => serveBuilt(distDir, 'npx nx run @gatehouse/demo:build', head),
  })
  const html = readFileSync(join(distDir, 'index.html'), 'utf8')
  const initialAssets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map(
    (match) => match[1] as string,
  )
  // Assigned onto the stack itself, so its `cloud` stays the live getter across restarts.
  return Object.assign(stack, { url: stack.demo.url, initialAssets })
}
