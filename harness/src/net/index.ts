export { freePort, portRange, portShare, preferredPort } from './freePort'
export { plainGet } from './plainGet'
export { startRoundRobinProxy, type RoundRobinProxy } from './roundRobinProxy'
export { waitFor } from './waitFor'
