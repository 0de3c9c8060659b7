import {
  createPublicClient,
  createWalletClient,
  defineChain,
  getAddress,
  http,
  type Address,
  type Hash,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { contractArtifacts } from './contracts/artifacts'
import { tokenDeployerPrivateKey } from './devAccounts'
import { localTokenPlan, type LocalTokenSpec } from './localTokenPlan'
import type { LocalChain } from './startAnvil'

/** A token deployed on a local chain. */
export interface LocalToken extends LocalTokenSpec {
  /** The contract's address (checksummed); the same on every fresh chain. */
  address: Address
}

const { GatehouseCollectible, GatehouseToken, TetherStyleToken } = contractArtifacts

/**
 * Deploys the tokens of `plan` on a local chain from the token deployer (anvil account 9) and mints
 * them to their holders. On a fresh chain the deployer's first nonces make the addresses the same
 * every time. Relies on the chain mining each transaction at once (anvil's automine): every receipt
 * is read right after sending, and a reverted one fails the deployment.
 */
export async function deployLocalTokens(
  chain: LocalChain,
  plan: readonly LocalTokenSpec[] = localTokenPlan,
): Promise<LocalToken[]> {
  const account = privateKeyToAccount(tokenDeployerPrivateKey)
  const viemChain = defineChain({
    id: chain.chainId,
    name: `Local chain ${chain.chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
  })
  const transport = http(chain.rpcUrl)
  const reader = createPublicClient({ chain: viemChain, transport })
  const deployer = createWalletClient({ account, chain: viemChain, transport })
  let nonce = await reader.getTransactionCount({ address: account.address })

  async function mined(hash: Hash, what: string) {
    const receipt = await reader.getTransactionReceipt({ hash })
    if (receipt.status !== 'success') throw new Error(`${what} reverted on local chain ${chain.chainId}`)
    return receipt
  }

  async function deploy(spec: LocalTokenSpec): Promise<Address> {
    const what = `Deploying ${spec.symbol}`
    const hash =
      spec.kind === 'erc721'
        ? await deployer.deployContract({
            ...GatehouseCollectible,
            args: [spec.name, spec.symbol],
            nonce: nonce++,
          })
        : await deployer.deployContract({
            // Both ERC-20s take the same constructor arguments; only their code differs.
            abi: GatehouseToken.abi,
            bytecode: (spec.kind === 'tether-style' ? TetherStyleToken : GatehouseToken).bytecode,
            args: [spec.name, spec.symbol, spec.decimals],
            nonce: nonce++,
          })
    const { contractAddress } = await mined(hash, what)
    if (!contractAddress) throw new Error(`${what} created no contract on local chain ${chain.chainId}`)
    return getAddress(contractAddress)
  }

  async function mint(token: LocalToken): Promise<void> {
    for (const { to, amount } of token.mints) {
      const what = `Minting ${token.symbol} to ${to}`
      if (token.kind !== 'erc721') {
        const abi = token.kind === 'tether-style' ? TetherStyleToken.abi : GatehouseToken.abi
        const hash = await deployer.writeContract({
          address: token.address,
          abi,
          functionName: 'mint',
          args: [to, amount],
          nonce: nonce++,
        })
        await mined(hash, what)
        continue
      }
      for (let minted = 0n; minted < amount; minted++) {
        const hash = await deployer.writeContract({
          address: token.address,
          abi: GatehouseCollectible.abi,
          functionName: 'mint',
          args: [to],
          nonce: nonce++,
        })
        await mined(hash, what)
      }
    }
  }

  const tokens: LocalToken[] = []
  for (const spec of plan) tokens.push({ ...spec, address: await deploy(spec) })
  for (const token of tokens) await mint(token)
  return tokens
}
