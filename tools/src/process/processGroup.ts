import { spawn, type ChildProcess } from 'node:child_process'

/** A command started in a process group of its own, as a terminal would run it. */
export interface GroupProcess {
  child: ChildProcess
  /** Everything it printed so far (stdout and stderr). */
  output(): string
  /** Resolves with the exit code (or the signal's name) once it has exited. */
  exited: Promise<number | string>
  /** Sends a signal to every process of the group (Ctrl+C is SIGINT to the whole group). */
  signal(signal: NodeJS.Signals): void
  /** True while any process of the group is alive. */
  alive(): boolean
}

/** Starts `command` with `args` in its own process group, collecting its output. */
export function startGroup(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
): GroupProcess {
  const child = spawn(command, args, { detached: true, env, stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')),
  )
  const pgid = child.pid as number
  return {
    child,
    output: () => output,
    exited,
    signal(signal) {
      try {
        process.kill(-pgid, signal)
      } catch {
        // The group is gone already.
      }
    },
    alive() {
      try {
        process.kill(-pgid, 0)
        return true
      } catch {
        return false
      }
    },
  }
}

/**
 * Polls `read` (given the output so far) until it gives a value; rejects when the process exits
 * first or `timeoutMs` passes.
 */
export async function waitForOutput<T>(
  group: GroupProcess,
  read: (output: string) => T | undefined | Promise<T | undefined>,
  what: string,
  timeoutMs: number,
): Promise<T> {
  const deadline = Date.now() + timeoutMs
  let exitedWith: number | string | undefined
  void group.exited.then((code) => (exitedWith = code))
  for (;;) {
    const value = await read(group.output())
    if (value !== undefined) return value
    if (exitedWith !== undefined) {
      throw new Error(`${what}: the command exited (${exitedWith}) first. Its output:\n${group.output()}`)
    }
    if (Date.now() > deadline) {
      throw new Error(`${what}: nothing after ${timeoutMs / 1000} s. Its output:\n${group.output()}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/**
 * Stops the group as Ctrl+C would and waits for every process in it to end. Resolves with the exit
 * code and how long it took; anything still alive after `timeoutMs` is killed and reported.
 */
export async function interruptGroup(group: GroupProcess, timeoutMs: number) {
  const started = Date.now()
  group.signal('SIGINT')
  const code = await Promise.race([
    group.exited,
    new Promise<undefined>((resolve) => setTimeout(resolve, timeoutMs)),
  ])
  while (group.alive() && Date.now() - started < timeoutMs) await new Promise((r) => setTimeout(r, 100))
  const leftOver = group.alive()
  if (leftOver) group.signal('SIGKILL')
  return { code, leftOver, ms: Date.now() - started }
}
