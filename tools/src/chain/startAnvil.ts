import type { ChildProcess } from 'node:child_process'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { spawnBound } from '../process/spawnBound'

const platformPackages: Record<string, string> = {
  'linux-x64': 'anvil-linux-amd64',
  'linux-arm64': 'anvil-linux-arm64',
  'darwin-x64': 'anvil-darwin-amd64',
  'darwin-arm64': 'anvil-darwin-arm64',
  'win32-x64': 'anvil-win32-amd64',
}

/** The anvil binary shipped by `@foundry-rs/anvil`'s platform package (no install script needed). */
export function anvilBinary(): string {
  const name = platformPackages[`${process.platform}-${process.arch}`]
  if (!name) throw new Error(`anvil has no build for ${process.platform}-${process.arch}`)
  const packageJson = createRequire(import.meta.url).resolve(`@foundry-rs/${name}/package.json`)
  return join(dirname(packageJson), 'bin', process.platform === 'win32' ? 'anvil.exe' : 'anvil')
}

export interface LocalChain {
  chainId: number
  rpcUrl: string
  stop(): Promise<void>
}

/**
 * Starts anvil on 127.0.0.1 with a chain id and a port (0 picks a free one), with anvil's ten funded
 * development accounts. Resolves once it listens.
 */
export async function startAnvil(options: { chainId: number; port?: number }): Promise<LocalChain> {
  const child: ChildProcess = spawnBound(
    anvilBinary(),
    ['--host', '127.0.0.1', '--port', String(options.port ?? 0), '--chain-id', String(options.chainId)],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  )
  const port = await new Promise<number>((resolve, reject) => {
    let output = ''
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      const match = /Listening on 127\.0\.0\.1:(\d+)/.exec(output)
      if (match) resolve(Number(match[1]))
    }
    child.stdout?.on('data', onData)
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.once('error', reject)
    child.once('exit', (code) => reject(new Error(`anvil exited with ${code}: ${output.slice(-500)}`)))
  })
  // Keep draining anvil's request log so its pipe never fills up.
  child.stdout?.removeAllListeners('data')
  child.stdout?.resume()
  child.stderr?.resume()
  return {
    chainId: options.chainId,
    rpcUrl: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve()
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      }),
  }
}
