// The module alone, not the package's entry: Vitest's global setup does not resolve the workspace's
// source condition for what the entry imports (@gatehouse/common).
import { clusterTemplate } from '@gatehouse/cloud/clusterTemplate'

/** Vitest global setup: the PGlite cluster template is made once, before the test files start services. */
export default async function setup(): Promise<void> {
  await clusterTemplate()
}
