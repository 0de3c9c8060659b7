import { workerPorts } from './freePort'

/**
 * A vitest setup file: this worker picks its free ports from a share of its own (by its suite's
 * `GATEHOUSE_PORT_GROUP` and its `VITEST_POOL_ID`), so test files running side by side never pick the
 * same port between one's probe and its listen, nor while one restarts a service on its port.
 */
process.env.GATEHOUSE_PORTS = workerPorts(
  process.env.GATEHOUSE_PORT_GROUP,
  Number(process.env.VITEST_POOL_ID ?? 1),
)
