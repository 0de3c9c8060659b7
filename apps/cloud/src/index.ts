export { defaultCloudPort, startCloud } from './startCloud'
export type { CloudHandle, StartCloudOptions } from './startCloud'
