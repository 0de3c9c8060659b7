import { spawn } from 'node:child_process'
import { delimiter, resolve } from 'node:path'

const repository = resolve(import.meta.dirname, '../../..')
const bin = resolve(repository, 'node_modules/.bin')

/**
 * The service's command, as npm installs it for an operator: apps/cloud's `bin` (`gatehouse-cloud`),
 * run from this workspace's node_modules. The harness never imports the service's code.
 */
export const cloudCommand = resolve(bin, 'gatehouse-cloud')

/** How many characters of the service's output a handle keeps (the newest), for error messages. */
const keptOutput = 64_000

const tail = (text: string) => (text.length > keptOutput ? text.slice(-keptOutput) : text)

/** The process groups of the services this process started and has not seen exit. */
const running = new Set<number>()

// A run that ends without stopping its services (a failed test, an uncaught error) must not leave
// them holding their ports: each runs in a process group of its own, which no signal of ours reaches.
process.once('exit', () => {
  for (const group of running) {
    try {
      process.kill(-group, 'SIGKILL')
    } catch {
      // Gone already.
    }
  }
})

/** What runCloudCli takes besides the environment. */
export interface CloudCliOptions {
  /** The working directory (relative paths in the environment are read from it). Default: this one. */
  cwd?: string
  /** Echoes the service's warnings and errors (its stderr) on this process's stderr. */
  echoErrors?: boolean
}

/**
 * Runs the service's command line with `env` over this process's environment (and no drain delay
 * unless `env` asks for one: most callers stop it only to end a test or a run): the child, its
 * output so far and a promise of its exit code.
 */
export function runCloudCli(env: Record<string, string>, options: CloudCliOptions = {}) {
  const child = spawn(cloudCommand, [], {
    cwd: options.cwd ?? process.cwd(),
    env: {
      ...process.env,
      // The command's `#!/usr/bin/env tsx` finds tsx here, as under `npm start` or `npx`.
      PATH: `${bin}${delimiter}${process.env.PATH ?? ''}`,
      GATEHOUSE_CLOUD_DRAIN_DELAY_MS: '0',
      ...env,
    },
    // A group of its own: tsx runs the service in a child process, which a signal must reach too.
    detached: true,
  })
  const output = { stdout: '', stderr: '' }
  child.stdout.on('data', (chunk) => (output.stdout = tail(output.stdout + String(chunk))))
  child.stderr.on('data', (chunk) => {
    output.stderr = tail(output.stderr + String(chunk))
    if (options.echoErrors) process.stderr.write(chunk)
  })
  const group = child.pid
  if (group) running.add(group)
  const exited = new Promise<number | null>((resolve) =>
    child.on('exit', (code) => {
      if (group) running.delete(group)
      resolve(code)
    }),
  )
  return {
    child,
    output,
    exited,
    /** Signals the command line and the service process under it (a SIGKILL is a crash). */
    kill(signal: NodeJS.Signals) {
      try {
        if (child.pid) process.kill(-child.pid, signal)
      } catch {
        // Gone already.
      }
    },
  }
}

/** A running command line. */
export type CloudCli = ReturnType<typeof runCloudCli>

/** The addresses the service prints once it listens. */
export interface CloudAddresses {
  /** The HTTP API, e.g. `http://127.0.0.1:8787`. */
  url: string
  /** The WalletConnect relay on the same port, e.g. `ws://127.0.0.1:8787`. */
  relayUrl: string
  /** The embedded wallet's frame origin, e.g. `http://127.0.0.1:8788`. */
  frameUrl: string
}

const listening =
  /listening on (http:\/\/\S+) \(WalletConnect relay (ws:\/\/\S+), wallet frame (http:\/\/[^\s)]+)\)/

/**
 * Resolves with the addresses the command line prints once it listens (its readiness line); rejects
 * with its output if it exits first.
 */
export async function cloudCliAddresses(cli: CloudCli, hangGuardMs = 90_000): Promise<CloudAddresses> {
  const started = Date.now()
  let exited = false
  void cli.exited.then(() => (exited = true))
  for (;;) {
    const found = listening.exec(cli.output.stdout)
    if (found?.[1] && found[2] && found[3]) return { url: found[1], relayUrl: found[2], frameUrl: found[3] }
    // Only a guard against a hang: a busy machine may take a while to start Node and PGlite.
    if (exited || Date.now() - started > hangGuardMs)
      throw new Error(`The service printed no address: ${JSON.stringify(cli.output)}`)
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}

/** Resolves with the URL the command line prints once it listens; rejects if it exits first. */
export async function cloudCliUrl(cli: CloudCli, hangGuardMs = 90_000): Promise<string> {
  return (await cloudCliAddresses(cli, hangGuardMs)).url
}
