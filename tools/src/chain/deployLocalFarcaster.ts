import { encodeDeployData, getAddress, type Abi, type Address } from 'viem'
import { contractArtifacts } from './contracts/artifacts'
import { farcasterDeployerPrivateKey } from './devAccounts'
import { localFarcasterAccounts, type LocalFarcasterAccount } from './localFarcasterPlan'
import { createLocalDeployer } from './localDeployer'
import type { LocalChain } from './startAnvil'

/** The local Farcaster ID registry of a chain and the fids it holds. */
export interface LocalFarcaster {
  idRegistry: Address
  accounts: readonly LocalFarcasterAccount[]
}

const { FarcasterIdRegistry } = contractArtifacts

/**
 * Deploys the local Farcaster ID registry from the Farcaster deployer (anvil account 6, its first
 * nonce, so the same address on every fresh chain) and registers the test fids to their custody
 * addresses in order. A revert, or a fid issued other than planned, fails the deployment.
 */
export async function deployLocalFarcaster(
  chain: LocalChain,
  accounts: readonly LocalFarcasterAccount[] = localFarcasterAccounts,
): Promise<LocalFarcaster> {
  const { client, nextNonce, checked } = await createLocalDeployer(chain, farcasterDeployerPrivateKey)
  const deployed = checked(
    await client.sendTransactionSync({
      data: encodeDeployData({ ...FarcasterIdRegistry }),
      nonce: nextNonce(),
    }),
    'Deploying the Farcaster ID registry',
  )
  if (!deployed.contractAddress) throw new Error('Deploying the Farcaster ID registry created no contract')
  const idRegistry = getAddress(deployed.contractAddress)
  const abi = FarcasterIdRegistry.abi as Abi
  for (const account of accounts) {
    const receipt = await client.writeContractSync({
      address: idRegistry,
      abi,
      functionName: 'register',
      args: [account.custody],
      nonce: nextNonce(),
    })
    checked(receipt, `register(${account.custody})`)
    const fid = await client.readContract({
      address: idRegistry,
      abi,
      functionName: 'idOf',
      args: [account.custody],
    })
    if (fid !== BigInt(account.fid))
      throw new Error(`The local ID registry gave ${account.custody} fid ${fid}`)
  }
  return { idRegistry, accounts }
}
