import type { ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { fileURLToPath } from 'node:url'
import { spawnBound } from '../../process/spawnBound'

/** The bcoin process: its JSON-RPC and REST, and a way to stop it. */
export interface BcoinNode {
  /** bcoin's HTTP base, `http://127.0.0.1:<port>` (basic auth with the API key). */
  url: string
  /** Calls a JSON-RPC method; rejects with the node's message when it answers an error. */
  rpc<T>(method: string, params?: unknown[]): Promise<T>
  /** GETs one of bcoin's REST paths (`/coin/address/…`); `undefined` when it answers 404. */
  rest<T>(path: string): Promise<T | undefined>
  /** The process id, for tests that check nothing is left behind. */
  pid: number
  stop(): Promise<void>
}

const script = fileURLToPath(new URL('./bcoinRegtestNode.mjs', import.meta.url))

// A hang guard only: bcoin is ready in about a second, a few on a busy machine.
const readyTimeoutMs = 120_000

function waitForReady(child: ChildProcess): Promise<number> {
  return new Promise((resolve, reject) => {
    let output = ''
    const timer = setTimeout(() => {
      child.kill('SIGKILL')
      reject(new Error(`bcoin did not start in ${readyTimeoutMs / 1000} s: ${output.slice(-1000)}`))
    }, readyTimeoutMs)
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      const match = /bcoin ready on (\d+)/.exec(output)
      if (!match) return
      clearTimeout(timer)
      resolve(Number(match[1]))
    }
    child.stdout?.on('data', onData)
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
    const fail = (error: Error) => {
      clearTimeout(timer)
      reject(error)
    }
    child.once('error', fail)
    child.once('exit', (code) => fail(new Error(`bcoin exited with ${code}: ${output.slice(-1000)}`)))
  })
}

/**
 * Starts bcoin (regtest, in memory, no peers, transaction and address indexes) in a child process
 * bound to this one: it ends when `stop()` is called and also when this process dies.
 */
export async function startBcoinNode(): Promise<BcoinNode> {
  const apiKey = randomBytes(16).toString('hex')
  const child = spawnBound(process.execPath, [script], {
    stdio: ['ignore', 'pipe', 'pipe'],
    // bcoin's native crypto needs install scripts that do not run here; its JavaScript backend does.
    env: { ...process.env, NODE_BACKEND: 'js', BCOIN_API_KEY: apiKey },
  })
  const port = await waitForReady(child)
  child.stdout?.removeAllListeners('data')
  child.stdout?.resume()
  child.stderr?.resume()
  const url = `http://127.0.0.1:${port}`
  const headers = { authorization: `Basic ${Buffer.from(`x:${apiKey}`).toString('base64')}` }
  let nextId = 1
  return {
    url,
    pid: child.pid as number,
    async rpc<T>(method: string, params: unknown[] = []) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ id: nextId++, method, params }),
      })
      const body = (await response.json()) as { result: T; error: { message: string } | null }
      if (body.error) throw new Error(body.error.message)
      return body.result
    },
    async rest<T>(path: string) {
      const response = await fetch(`${url}${path}`, { headers })
      if (response.status === 404) return undefined
      if (!response.ok) throw new Error(`bcoin ${path}: HTTP ${response.status} ${await response.text()}`)
      return (await response.json()) as T
    },
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve()
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      }),
  }
}
