// Generated from tools/contracts/*.sol by `npm run contracts -w @gatehouse/tools` (solc 0.8.28).
// Do not edit: change the Solidity sources and run the script again. A test compiles the sources and
// compares the result with these files.

import { EnsPublicResolver } from './artifacts/EnsPublicResolver'
import { EnsRegistry } from './artifacts/EnsRegistry'
import { EnsReverseRegistrar } from './artifacts/EnsReverseRegistrar'
import { EnsUniversalResolver } from './artifacts/EnsUniversalResolver'
import { FarcasterIdRegistry } from './artifacts/FarcasterIdRegistry'
import { GatehouseCollectible } from './artifacts/GatehouseCollectible'
import { GatehouseToken } from './artifacts/GatehouseToken'
import { OwnerSignedWallet } from './artifacts/OwnerSignedWallet'
import { SignInWallet } from './artifacts/SignInWallet'
import { SignInWalletFactory } from './artifacts/SignInWalletFactory'
import { TetherStyleToken } from './artifacts/TetherStyleToken'

/** ABI and creation bytecode of each local test contract, by contract name. */
export const contractArtifacts = {
  EnsPublicResolver,
  EnsRegistry,
  EnsReverseRegistrar,
  EnsUniversalResolver,
  FarcasterIdRegistry,
  GatehouseCollectible,
  GatehouseToken,
  OwnerSignedWallet,
  SignInWallet,
  SignInWalletFactory,
  TetherStyleToken,
} as const
