#!/usr/bin/env -S tsx --conditions=@gatehouse/source
/**
 * Command line: starts the service and stops it cleanly on SIGINT or SIGTERM.
 *
 * Environment: PORT (default 8787), HOST (default 127.0.0.1; 0.0.0.0 to serve other machines),
 * DATABASE_URL (a PostgreSQL server; PGlite when unset), GATEHOUSE_CLOUD_DATA (PGlite's data
 * directory; in memory when unset), GATEHOUSE_CLOUD_CONFIG (path of a JSON
 * configuration, see cloud.config.example.json).
 */
import { loadCloudConfigFile } from './config/loadCloudConfigFile'
import { defaultCloudPort, startCloud } from './startCloud'

function portFrom(value: string | undefined): number {
  if (value === undefined || value === '') return defaultCloudPort
  const port = Number(value)
  if (!/^\d{1,5}$/.test(value) || port > 65_535)
    throw new Error(`PORT must be a whole number from 0 to 65535, not "${value}"`)
  return port
}

async function main(): Promise<void> {
  const { PORT, HOST, DATABASE_URL, GATEHOUSE_CLOUD_DATA, GATEHOUSE_CLOUD_CONFIG } = process.env
  const config = GATEHOUSE_CLOUD_CONFIG ? await loadCloudConfigFile(GATEHOUSE_CLOUD_CONFIG) : undefined
  const cloud = await startCloud({
    port: portFrom(PORT),
    host: HOST || undefined,
    databaseUrl: DATABASE_URL || undefined,
    dataDir: GATEHOUSE_CLOUD_DATA || undefined,
    config,
  })
  process.stdout.write(`Gatehouse cloud listening on ${cloud.url} (WalletConnect relay ${cloud.relayUrl})\n`)

  let stopping = false
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return
    stopping = true
    process.stdout.write(`${signal}: stopping\n`)
    cloud.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('gatehouse cloud: could not stop cleanly', error)
        process.exit(1)
      },
    )
  }
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
}

main().catch((error: unknown) => {
  console.error(`gatehouse cloud: ${error instanceof Error ? error.message : String(error)}`)
  process.exitCode = 1
})
