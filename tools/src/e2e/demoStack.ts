import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { startLocalChains } from '../chain/localChains'
import type { LocalChain } from '../chain/startAnvil'
import { serveStatic } from '../serve/serveStatic'

/** The demo's run-time configuration (see apps/demo/src/demoConfig.ts). */
export interface DemoConfig {
  projectId: string
  chains: { chainId: number; rpcUrl: string }[]
}

/** The inline script that hands the configuration to the demo page. */
export function demoConfigScript(config: DemoConfig): string {
  return `<script>window.__GATEHOUSE_DEMO__=${JSON.stringify(config).replace(/</g, '\\u003c')}</script>`
}

export interface DemoStack {
  url: string
  chains: LocalChain[]
  config: DemoConfig
  /** Paths of the files index.html loads by itself (entry script and styles). */
  initialAssets: string[]
  stop(): Promise<void>
}

/** Starts the real parts the demo needs (two local chains) and serves the built demo from `distDir`. */
export async function startDemoStack(distDir: string): Promise<DemoStack> {
  const chains = await startLocalChains()
  const config: DemoConfig = {
    projectId: 'gatehouse-e2e',
    chains: chains.map((chain) => ({ chainId: chain.chainId, rpcUrl: chain.rpcUrl })),
  }
  const server = await serveStatic(distDir, { htmlHead: demoConfigScript(config) })
  const html = readFileSync(join(distDir, 'index.html'), 'utf8')
  const initialAssets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map(
    (match) => match[1] as string,
  )
  return {
    url: server.url,
    chains,
    config,
    initialAssets,
    async stop() {
      await server.close()
      await Promise.all(chains.map((chain) => chain.stop()))
    },
  }
}
