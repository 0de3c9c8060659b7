import { portShare } from '@gatehouse/harness/net'
import { e2eWorkers } from './e2eWorkers'

// Each worker starts its files' stacks on ports of its own share (see e2eWorkers.ts).
process.env.GATEHOUSE_PORTS = portShare(Number(process.env.VITEST_POOL_ID ?? 1) - 1, e2eWorkers)
