import { documentedCloudPort } from '../stack/documentedPorts'
import { devAddresses } from './devAccounts'

/** A name the local ENS gives an account: forward (`addr`, text `avatar`) and reverse (primary). */
export interface LocalEnsName {
  /** The name under `eth`, e.g. `dev.eth`. */
  name: string
  owner: `0x${string}`
  /** The `avatar` text record (ENSIP-12). */
  avatar: string
}

/**
 * The names every local chain gets: development account 0 is `dev.eth`, with an avatar the apps/cloud
 * at `cloudUrl` serves (a monogram). The cloud's URL is known before the chains start (its port is
 * picked first), so the avatar never points at a port nothing listens on.
 */
export function localEnsNames(cloudUrl = `http://127.0.0.1:${documentedCloudPort}`): readonly LocalEnsName[] {
  return [{ name: 'dev.eth', owner: devAddresses[0], avatar: `${cloudUrl}/public/getAssetImage/dev-eth` }]
}
