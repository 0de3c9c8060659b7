import { resolve } from 'node:path'
import { spawnBound } from '../process/spawnBound'

const cloudMain = resolve(import.meta.dirname, '../../../apps/cloud/src/main.ts')

/** apps/cloud running in its own Node process, as a host deploys it. */
export interface CloudProcess {
  url: string
  relayUrl: string
  stop(): Promise<void>
}

/**
 * Starts apps/cloud's command line on a free port and resolves with its URLs once it listens. Tests
 * that run in a browser-like environment (jsdom) use it: the service needs Node's own modules.
 */
export function startCloudProcess(env: Record<string, string> = {}): Promise<CloudProcess> {
  const child = spawnBound(
    process.execPath,
    ['--import', 'tsx', '--conditions=@gatehouse/source', cloudMain],
    {
      env: { ...process.env, PORT: '0', ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  )
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve()
      child.once('exit', () => resolve())
      child.kill('SIGTERM')
    })
  return new Promise((resolve, reject) => {
    let output = ''
    // Piped above, so present.
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const match = /listening on (http:\/\/\S+) \(WalletConnect relay (ws:\/\/[^\s,)]+)/.exec(output)
      if (match) resolve({ url: match[1] as string, relayUrl: match[2] as string, stop })
    })
    child.once('exit', (code) => reject(new Error(`apps/cloud exited with code ${code}: ${output}`)))
  })
}
