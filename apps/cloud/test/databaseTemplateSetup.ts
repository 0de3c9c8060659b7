import { clusterTemplate } from '../src/database/clusterTemplate'

/**
 * Vitest global setup: makes the PGlite cluster template once, before any test file runs, so test
 * files running side by side never each run initdb at the same time (seconds each on a busy machine).
 */
export default async function setup(): Promise<void> {
  await clusterTemplate()
}
