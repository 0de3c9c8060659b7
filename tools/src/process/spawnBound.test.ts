import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

/**
 * Whether `pid` still runs. An ended child whose parent died waits as a zombie until the machine's
 * init reaps it, which some containers' init does late or never; a zombie runs nothing (Linux's
 * /proc/<pid>/stat says `Z`), so it counts as ended.
 */
const alive = (pid: number) => {
  try {
    process.kill(pid, 0)
  } catch {
    return false
  }
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'))
  } catch {
    return false
  }
}

// The module runs in a child process that is killed hard, so the test loads it there, by path.
describe('spawnBound', () => {
  it.runIf(process.platform === 'linux')('ends the child when the process that spawned it dies', async () => {
    // A parent process spawns a bound `sleep`, prints its pid, then is killed hard (no cleanup runs).
    const script = `
      import { spawnBound } from ${JSON.stringify(new URL('./spawnBound.ts', import.meta.url).pathname)}
      const child = spawnBound('sleep', ['60'], { stdio: 'ignore' })
      console.log('pid:' + child.pid)
      setInterval(() => {}, 1000)
    `
    const parent = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    // The pid may arrive in pieces, after whatever else the runtime prints: read up to its line.
    let printed = ''
    const childPid = await new Promise<number>((resolve) => {
      parent.stdout.on('data', (chunk: Buffer) => {
        printed += chunk.toString()
        const match = /pid:(\d+)\n/.exec(printed)
        if (match) resolve(Number(match[1]))
      })
    })
    expect(alive(childPid), `process ${childPid} running before its parent dies (${printed})`).toBe(true)
    parent.kill('SIGKILL')
    await expect.poll(() => alive(childPid), { timeout: 10_000 }).toBe(false)
  })
})
