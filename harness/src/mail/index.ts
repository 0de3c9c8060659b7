export { startDevMailServer, type DevMailServer } from './devMailServer'
