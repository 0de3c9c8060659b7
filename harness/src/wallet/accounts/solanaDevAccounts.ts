/**
 * The development wallets' Solana keys: 32-byte ed25519 seeds (hex), each the SHA-256 of
 * "gatehouse solana development key <n>", so anyone can derive them again. The local Solana chain
 * funds them with SOL and the local tokens. Public test keys: never use them on a real network.
 */
export const solanaDevSecretSeeds = [
  'b421cdcf5b7735637ca54e118d50fd95d80052e09ef02a0b3cdc91fbf6046206',
  '88c22f704f3be8c7f83f8f4161934505a583a7f12800482b43abf5aa97803d12',
  'a9a88121e3fceeb1eeb890f16c965857f7bc1225f79705b4c77704c3dc49bac6',
] as const

/** The base58 addresses (ed25519 public keys) of `solanaDevSecretSeeds`, in the same order. */
export const solanaDevAddresses = [
  '64k5GFrBjoNA7d5vUtTXEgR3f38eNwpKbbR4WtiS3rag',
  '7iK3nkyJ5B993WhiCvsdYeJjdmCBuYCSbyWRubbDHRPM',
  'BmrHDitocWQUgGvcxH1kRaqT2Z5LWyXcZAfnHxwF9j9p',
] as const
