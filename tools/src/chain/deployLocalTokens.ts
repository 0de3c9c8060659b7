import { encodeDeployData, getAddress, type Address } from 'viem'
import { createLocalDeployer } from './localDeployer'
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

function deployData(spec: LocalTokenSpec): `0x${string}` {
  if (spec.kind === 'erc721') {
    return encodeDeployData({ ...GatehouseCollectible, args: [spec.name, spec.symbol] })
  }
  return encodeDeployData({
    // Both ERC-20s take the same constructor arguments; only their code differs.
    abi: GatehouseToken.abi,
    bytecode: (spec.kind === 'tether-style' ? TetherStyleToken : GatehouseToken).bytecode,
    args: [spec.name, spec.symbol, spec.decimals],
  })
}

/**
 * Deploys the tokens of `plan` on a local chain from the token deployer (anvil account 9) and mints
 * them to their holders. On a fresh chain the deployer's first nonces make the addresses the same
 * every time. Each transaction goes out with `eth_sendRawTransactionSync` (EIP-7966, which anvil
 * answers with the receipt once it has mined it), so nothing polls; a revert fails the deployment.
 */
export async function deployLocalTokens(
  chain: LocalChain,
  plan: readonly LocalTokenSpec[] = localTokenPlan,
): Promise<LocalToken[]> {
  const { client: deployer, nextNonce, checked } = await createLocalDeployer(chain, tokenDeployerPrivateKey)

  async function deploy(spec: LocalTokenSpec): Promise<Address> {
    const what = `Deploying ${spec.symbol}`
    const receipt = await deployer.sendTransactionSync({ data: deployData(spec), nonce: nextNonce() })
    const { contractAddress } = checked(receipt, what)
    if (!contractAddress) throw new Error(`${what} created no contract on local chain ${chain.chainId}`)
    return getAddress(contractAddress)
  }

  /** One mint call: `amount` base units of an ERC-20, or the next token of an ERC-721. */
  async function mint(token: LocalToken, to: Address, amount: bigint): Promise<void> {
    const receipt =
      token.kind === 'erc721'
        ? await deployer.writeContractSync({
            address: token.address,
            abi: GatehouseCollectible.abi,
            functionName: 'mint',
            args: [to],
            nonce: nextNonce(),
          })
        : await deployer.writeContractSync({
            address: token.address,
            // Both ERC-20s have the same mint.
            abi: GatehouseToken.abi,
            functionName: 'mint',
            args: [to, amount],
            nonce: nextNonce(),
          })
    checked(receipt, `Minting ${token.symbol} to ${to}`)
  }

  const tokens: LocalToken[] = []
  for (const spec of plan) tokens.push({ ...spec, address: await deploy(spec) })
  for (const token of tokens) {
    for (const { to, amount } of token.mints) {
      if (token.kind !== 'erc721') await mint(token, to, amount)
      else for (let minted = 0n; minted < amount; minted++) await mint(token, to, 1n)
    }
  }
  return tokens
}
