// The keys the wallets offer belong to the wallet library; the chain tools fund and use the same ones.
export {
  bitcoinDevAddresses,
  bitcoinDevTaprootAddresses,
  devAddresses,
  devPrivateKeys,
  solanaDevAddresses,
} from '@gatehouse/harness/wallet/node'

/**
 * anvil's development account 9 ("test test … junk", index 9). It deploys the local test tokens and
 * sends nothing else, so on a fresh chain its nonces, and with them the token addresses, are always
 * the same. Kept out of `devPrivateKeys` so that wallets never offer it.
 */
export const tokenDeployerPrivateKey = '0x2a871d0798f97d79848a013d4936a73bf4cc922c825d33c1cf7073dff6d409c6'

/** The address of `tokenDeployerPrivateKey`. */
export const tokenDeployerAddress = '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720'

/**
 * anvil's development account 8. It deploys the local ENS contracts and sets the seeded names, and
 * sends nothing else, so their addresses are the same on every fresh chain; the named accounts send
 * nothing for it (their nonces and balances stay as the token tests expect).
 */
export const ensDeployerPrivateKey = '0xdbda1821b80551c9d65939329250298aa3472ba22feea921c0cf5d620ea67b97'

/** The address of `ensDeployerPrivateKey`. */
export const ensDeployerAddress = '0x23618e81E3f5cdF7f54C3d65f7FBc0aBf5B21E8f'

/**
 * anvil's development account 7: the on-ramp sandbox's treasury. The local token plan funds it with
 * the dollar tokens and apps/cloud pays out visitors' purchases from it; no wallet offers it and no
 * other test counts its balances.
 */
export const onrampTreasuryPrivateKey = '0x4bbbf85ce3377467afe5d46f804f221813b2bb87f24d81f60f1fcdbf7cbf4356'

/** The address of `onrampTreasuryPrivateKey`. */
export const onrampTreasuryAddress = '0x14dC79964da2C08b23698B3D3cc7Ca32193d9955'

/**
 * anvil's development account 6: deploys the local Farcaster ID registry and registers its test fids,
 * and sends nothing else, so the registry's address is the same on every fresh chain.
 */
export const farcasterDeployerPrivateKey =
  '0x92db14e403b83dfe3df233f83dfa3a0d7096f21ca9b0d6d6b8d88b2b4ec1564e'

/** The address of `farcasterDeployerPrivateKey`. */
export const farcasterDeployerAddress = '0x976EA74026E726554dB657fA54763abd0C3a0aa9'

/**
 * The on-ramp sandbox's treasury on the local Solana chain: the 32-byte ed25519 seed (SHA-256 of
 * "gatehouse solana onramp treasury"), in hexadecimal as apps/cloud takes it. The chain's fixtures
 * fund it with SOL and the local SPL tokens and apps/cloud pays out Solana purchases from it; no
 * wallet offers it. A public test key: local use only.
 */
export const onrampTreasurySolanaSeed = '989b2f7b00197e63552f07bcac636c62222684034b175f7cf8fc0c14528ff18d'

/** The address of `onrampTreasurySolanaSeed`. */
export const onrampTreasurySolanaAddress = '3HkWqLTSkeS7Hi3xiJ5q4A43fm2x8gav78GoPcHPBxkE'
