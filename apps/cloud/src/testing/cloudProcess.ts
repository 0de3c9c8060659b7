import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const appDir = fileURLToPath(new URL('../..', import.meta.url))
const tsx = fileURLToPath(new URL('../../../../node_modules/.bin/tsx', import.meta.url))

/** The folder of apps/cloud (the command line's working directory). */
export const cloudAppDir = appDir

/** Runs the command line (src/main.ts); the child, its output so far and a promise of its exit code. */
export function runCloudCli(env: Record<string, string>) {
  const child = spawn(tsx, ['--conditions=@gatehouse/source', 'src/main.ts'], {
    cwd: appDir,
    // No drain delay unless a test asks for one: most stop it only to end the test.
    env: { ...process.env, GATEHOUSE_CLOUD_DRAIN_DELAY_MS: '0', ...env },
    // A group of its own: tsx runs the service in a child process, which a signal must reach too.
    detached: true,
  })
  const output = { stdout: '', stderr: '' }
  child.stdout.on('data', (chunk) => (output.stdout += String(chunk)))
  child.stderr.on('data', (chunk) => (output.stderr += String(chunk)))
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
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

/** Resolves with the URL the command line prints once it listens; rejects if it exits first. */
export async function cloudCliUrl(cli: CloudCli, hangGuardMs = 90_000): Promise<string> {
  const started = Date.now()
  let exited = false
  void cli.exited.then(() => (exited = true))
  for (;;) {
    const url = /listening on (http:\/\/[^\s"]+)/.exec(cli.output.stdout)?.[1]
    if (url) return url
    // Only a guard against a hang: a busy machine may take a while to start Node and PGlite.
    if (exited || Date.now() - started > hangGuardMs)
      throw new Error(`no URL printed: ${JSON.stringify(cli.output)}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}
