import type { Hex } from 'viem'

/** A test Farcaster account of the local ID registry: its fid, its custody key and its profile. */
export interface LocalFarcasterAccount {
  fid: number
  /** The custody key: what the Farcaster app signs sign-in messages with. */
  custodyPrivateKey: Hex
  custody: `0x${string}`
  username: string
  displayName: string
}

/**
 * The fids the local ID registry issues, in order. Their custody keys are accounts 10 and 11 of
 * anvil's development mnemonic ("test test … junk"): anvil does not fund them and nothing else uses
 * them (custody keys only sign; they send no transaction).
 */
export const localFarcasterAccounts: readonly LocalFarcasterAccount[] = [
  {
    fid: 1,
    custodyPrivateKey: '0xf214f2b2cd398c806f84e317254e0f0b801d0643303237d97a22a48e01628897',
    custody: '0xBcd4042DE499D14e55001CcbB24a551F3b954096',
    username: 'gatehouse-dev',
    displayName: 'Gatehouse Dev',
  },
  {
    fid: 2,
    custodyPrivateKey: '0x701b615bbdfb9de65240bc28bd21bbc0d996645a3dd57e7b12bc2bdf6f192c82',
    custody: '0x71bE63f3384f5fb98995898A86B02Fb2426c5788',
    username: 'gatehouse-second',
    displayName: 'Gatehouse Second',
  },
]
