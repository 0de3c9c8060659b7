import { spawn } from 'node:child_process'

/** A command that exited with a non-zero code; `output` holds what it printed (stdout, then stderr). */
export class CommandFailedError extends Error {
  constructor(
    readonly command: string,
    readonly exitCode: number | null,
    readonly output: string,
  ) {
    super(`\`${command}\` exited with ${exitCode}:\n${output.slice(-4000)}`)
    this.name = 'CommandFailedError'
  }
}

/**
 * Runs a command to completion without a shell and resolves with its standard output. Its output
 * is kept rather than streamed, so a failing step shows what went wrong in the test report, and
 * without colours, whose escape codes would garble it there.
 */
export function runCommand(
  command: string,
  args: readonly string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv },
): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: { ...(options.env ?? process.env), FORCE_COLOR: undefined, NO_COLOR: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    child.once('error', reject)
    child.once('close', (code) => {
      if (code === 0) resolve(stdout)
      else reject(new CommandFailedError([command, ...args].join(' '), code, `${stdout}\n${stderr}`.trim()))
    })
  })
}
