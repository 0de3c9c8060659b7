import { clusterTemplate } from '@gatehouse/cloud'

/** Vitest global setup: the PGlite cluster template is made once, before the test files start services. */
export default async function setup(): Promise<void> {
  await clusterTemplate()
}
