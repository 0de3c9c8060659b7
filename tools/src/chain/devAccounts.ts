/**
 * anvil's well-known development keys (mnemonic "test test … junk"), funded with 10 000 ETH on every
 * local chain. Public test keys: never use them on a real network.
 */
export const devPrivateKeys = [
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
  '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
  '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a',
] as const

export const devAddresses = [
  '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
] as const

/**
 * anvil's development account 9 ("test test … junk", index 9). It deploys the local test tokens and
 * sends nothing else, so on a fresh chain its nonces, and with them the token addresses, are always
 * the same. Kept out of `devPrivateKeys` so that wallets never offer it.
 */
export const tokenDeployerPrivateKey = '0x2a871d0798f97d79848a013d4936a73bf4cc922c825d33c1cf7073dff6d409c6'

/** The address of `tokenDeployerPrivateKey`. */
export const tokenDeployerAddress = '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720'
