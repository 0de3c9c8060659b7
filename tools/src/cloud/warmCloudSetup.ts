// Vitest global setup: the service is started once and stopped before the test files start theirs.
export { default } from '@gatehouse/harness/cloud/warmSetup'
