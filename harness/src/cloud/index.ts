export { cloudCommand, cloudCliAddresses, cloudCliUrl, runCloudCli } from './cloudProcess'
export type { CloudAddresses, CloudCli, CloudCliOptions } from './cloudProcess'
export { startCloudProcess } from './startCloudProcess'
export type { CloudConfigFile, CloudProcess, CloudProcessOptions } from './startCloudProcess'
