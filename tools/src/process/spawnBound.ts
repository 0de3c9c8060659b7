import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process'
import { existsSync } from 'node:fs'

// util-linux's setpriv sets the parent-death signal and then runs the command in its place.
const setpriv = '/usr/bin/setpriv'

/**
 * Spawns a long-lived helper (anvil, a service) that ends with the process that started it. A test
 * runner stopped hard (a failed CI step, Ctrl+C on the runner) never reaches its `afterAll`, and the
 * helpers it spawned would otherwise keep running with their ports. On Linux the child gets SIGTERM
 * when its parent dies (setpriv --pdeathsig); elsewhere it is a plain spawn.
 */
export function spawnBound(command: string, args: readonly string[], options: SpawnOptions): ChildProcess {
  if (process.platform === 'linux' && existsSync(setpriv)) {
    return spawn(setpriv, ['--pdeathsig', 'TERM', '--', command, ...args], options)
  }
  return spawn(command, args, options)
}
