import { fork } from 'node:child_process'
import { fileURLToPath } from 'node:url'

/** What the service process counted so far (capacityService.ts): its CPU time and its statements. */
export interface ServiceStats {
  /** CPU time (user + system) of the service process, in microseconds. */
  cpuMicros: number
  queries: number
  writes: number
  notifies: number
}

const appDir = fileURLToPath(new URL('../..', import.meta.url))

/**
 * The service (capacityService.ts: startCloud with `options`) in a forked process of its own, so a
 * bench reads its CPU time apart from the load's: its URL, its counters over IPC, and its close.
 */
export async function startServiceProcess(options: object) {
  const child = fork(fileURLToPath(new URL('./capacityService.ts', import.meta.url)), [], {
    cwd: appDir,
    execArgv: ['--import', 'tsx', '--conditions=@gatehouse/source'],
    env: { ...process.env, GATEHOUSE_CLOUD_LOG_LEVEL: 'error' },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  })
  const next = (type: string) =>
    new Promise<Record<string, unknown>>((resolve, reject) => {
      const onMessage = (message: Record<string, unknown>) => {
        if (message.type !== type) return
        child.off('message', onMessage)
        child.off('exit', onExit)
        resolve(message)
      }
      const onExit = (code: number | null) => reject(new Error(`the service exited (${code})`))
      child.on('message', onMessage)
      child.once('exit', onExit)
    })
  const started = next('started')
  child.send({ type: 'start', options })
  const { url } = (await started) as { url: string }
  return {
    url,
    pid: child.pid as number,
    async stats(): Promise<ServiceStats> {
      const answer = next('stats')
      child.send({ type: 'stats' })
      return (await answer) as unknown as ServiceStats
    },
    async close() {
      const closed = next('closed').catch(() => undefined)
      child.send({ type: 'close' })
      await closed
      child.kill('SIGKILL')
    },
  }
}

export type ServiceProcess = Awaited<ReturnType<typeof startServiceProcess>>
