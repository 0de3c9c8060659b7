import { defaultCloudPort } from '@gatehouse/cloud'
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
 * The names every local chain gets: development account 0 is `dev.eth`, with an avatar apps/cloud
 * serves (a monogram, at the cloud's default port that `npm start` uses when it is free).
 */
export const localEnsNames: readonly LocalEnsName[] = [
  {
    name: 'dev.eth',
    owner: devAddresses[0],
    avatar: `http://127.0.0.1:${defaultCloudPort}/public/getAssetImage/dev-eth`,
  },
]
