import { startCloudProcess } from './startCloudProcess'

/**
 * Vitest global setup of suites that start the service: starts it once and stops it, before any
 * test file runs. Its first start on a machine makes its PGlite template and compiles its source
 * (seconds each); test files starting it side by side then never do that work at the same time.
 */
export default async function setup(): Promise<void> {
  const cloud = await startCloudProcess()
  await cloud.close()
}
