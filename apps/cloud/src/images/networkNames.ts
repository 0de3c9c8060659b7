import {
  arbitrum,
  bitcoin,
  bitcoinTestnet,
  localhost,
  mainnet,
  solana,
  solanaDevnet,
  solanaTestnet,
} from '@gatehouse/common'

// Testnets come first so that a mainnet sharing an image id (Bitcoin and Bitcoin Testnet) wins.
const networks = [bitcoinTestnet, solanaTestnet, solanaDevnet, localhost, arbitrum, solana, bitcoin, mainnet]

/** Network name by the image id the networks of libs/common use, for their monograms. */
export const networkNameByImageId: ReadonlyMap<string, string> = new Map(
  networks.flatMap((network) =>
    network.assets?.imageId ? [[network.assets.imageId, network.name] as const] : [],
  ),
)
