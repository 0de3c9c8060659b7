import {
  encodeDeployData,
  getAddress,
  labelhash,
  namehash,
  zeroHash,
  type Abi,
  type Address,
  type Hex,
} from 'viem'
import { createLocalDeployer } from './localDeployer'
import { contractArtifacts } from './contracts/artifacts'
import { ensDeployerPrivateKey } from './devAccounts'
import { localEnsNames, type LocalEnsName } from './localEnsPlan'
import type { LocalChain } from './startAnvil'

/** The ENS contracts of a local chain; the same addresses on every fresh chain. */
export interface LocalEns {
  registry: Address
  reverseRegistrar: Address
  publicResolver: Address
  universalResolver: Address
  /** The names set, each with its forward and reverse records. */
  names: readonly LocalEnsName[]
}

const { EnsPublicResolver, EnsRegistry, EnsReverseRegistrar, EnsUniversalResolver } = contractArtifacts

/**
 * Deploys ENS on a local chain from the ENS deployer (anvil account 8), the way ENS is set up on
 * mainnet: the registry, the reverse registrar owning `addr.reverse`, a public resolver that trusts
 * it, and the Universal Resolver viem's `getEnsName`/`getEnsAvatar` call; then registers each name
 * of `names` under `eth` (addr and avatar, owned by its account) and sets it as that account's
 * primary name (the deployer is a controller of the reverse registrar, so the named account sends
 * nothing). Transactions go out with `eth_sendRawTransactionSync`; a revert fails the deployment.
 */
export async function deployLocalEns(
  chain: LocalChain,
  names: readonly LocalEnsName[] = localEnsNames(),
): Promise<LocalEns> {
  const { client: deployer, nextNonce, checked } = await createLocalDeployer(chain, ensDeployerPrivateKey)

  async function deploy(what: string, data: Hex): Promise<Address> {
    const receipt = checked(
      await deployer.sendTransactionSync({ data, nonce: nextNonce() }),
      `Deploying ${what}`,
    )
    if (!receipt.contractAddress) throw new Error(`Deploying ${what} created no contract`)
    return getAddress(receipt.contractAddress)
  }

  async function call(address: Address, abi: Abi, functionName: string, args: readonly unknown[]) {
    const receipt = await deployer.writeContractSync({ address, abi, functionName, args, nonce: nextNonce() })
    checked(receipt, `${functionName}(${args.map(String).join(', ')})`)
  }

  const me = deployer.account.address
  const registry = await deploy('the ENS registry', encodeDeployData({ ...EnsRegistry }))
  const reverseRegistrar = await deploy(
    'the reverse registrar',
    encodeDeployData({ ...EnsReverseRegistrar, args: [registry] }),
  )
  const publicResolver = await deploy(
    'the public resolver',
    encodeDeployData({ ...EnsPublicResolver, args: [registry, reverseRegistrar] }),
  )
  const universalResolver = await deploy(
    'the Universal Resolver',
    encodeDeployData({ ...EnsUniversalResolver, args: [registry] }),
  )

  const registryAbi = EnsRegistry.abi as Abi
  await call(registry, registryAbi, 'setSubnodeOwner', [zeroHash, labelhash('reverse'), me])
  await call(registry, registryAbi, 'setSubnodeOwner', [
    namehash('reverse'),
    labelhash('addr'),
    reverseRegistrar,
  ])
  await call(registry, registryAbi, 'setSubnodeOwner', [zeroHash, labelhash('eth'), me])
  await call(reverseRegistrar, EnsReverseRegistrar.abi as Abi, 'setController', [me, true])

  for (const entry of names) {
    const [label, ...parent] = entry.name.split('.')
    if (!label || parent.join('.') !== 'eth') throw new Error(`${entry.name} is not a name under eth`)
    const node = namehash(entry.name)
    await call(registry, registryAbi, 'setSubnodeRecord', [
      namehash('eth'),
      labelhash(label),
      me,
      publicResolver,
      0n,
    ])
    const resolverAbi = EnsPublicResolver.abi as Abi
    await call(publicResolver, resolverAbi, 'setAddr', [node, entry.owner])
    await call(publicResolver, resolverAbi, 'setText', [node, 'avatar', entry.avatar])
    await call(registry, registryAbi, 'setOwner', [node, entry.owner])
    await call(reverseRegistrar, EnsReverseRegistrar.abi as Abi, 'setNameForAddr', [
      entry.owner,
      entry.owner,
      publicResolver,
      entry.name,
    ])
  }
  return { registry, reverseRegistrar, publicResolver, universalResolver, names }
}
