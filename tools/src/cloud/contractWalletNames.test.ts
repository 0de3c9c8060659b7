import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { startCloudProcess, type CloudProcess } from '@gatehouse/harness/cloud'
import { evmCoinType, nameRegistrationText } from '@gatehouse/common'
import { contractArtifacts } from '../chain/contracts/artifacts'
import { startAnvil, type LocalChain } from '../chain/startAnvil'
import { fundedLocalAccount } from './localChainAccount'

// Account names registered by a smart-contract wallet: the signature is its owner's, which only the
// chain can tell (ERC-1271), so apps/cloud asks the node of the chain the coin type names.

let chain: LocalChain
let cloud: CloudProcess
let wallet: `0x${string}`
const owner = privateKeyToAccount(generatePrivateKey())
const stranger = privateKeyToAccount(generatePrivateKey())

beforeAll(async () => {
  chain = await startAnvil({ chainId: 31337 })
  const deployer = await fundedLocalAccount(chain)
  const { abi, bytecode } = contractArtifacts.OwnerSignedWallet
  const hash = await deployer.deployContract({ abi, bytecode, args: [owner.address] })
  const receipt = await deployer.waitForTransactionReceipt({ hash })
  wallet = receipt.contractAddress as `0x${string}`
  cloud = await startCloudProcess({
    config: {
      chains: [
        {
          chainId: 'eip155:31337',
          name: 'Localhost',
          rpcUrl: chain.rpcUrl,
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        },
      ],
    },
  })
})
afterAll(async () => {
  await cloud?.close()
  await chain?.stop()
})

async function register(label: string, signer = owner, chainId = 31337) {
  const message = nameRegistrationText({
    name: `${label}.gatehouse.id`,
    attributes: {},
    timestamp: Math.floor(Date.now() / 1000),
  })
  const response = await fetch(`${cloud.url}/v1/profile/account`, {
    method: 'POST',
    body: JSON.stringify({
      coin_type: evmCoinType(chainId),
      address: wallet,
      message,
      signature: await signer.signMessage({ message }),
    }),
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

describe('POST /v1/profile/account from a smart-contract wallet', () => {
  it("registers a name the wallet's owner signed (ERC-1271 on the configured chain)", async () => {
    expect(await register('vault')).toEqual({
      status: 200,
      body: { success: true, name: 'vault.gatehouse.id' },
    })
    const reverse = await fetch(`${cloud.url}/v1/profile/reverse/${wallet}?apiVersion=2`)
    expect(await reverse.json()).toMatchObject([{ name: 'vault.gatehouse.id' }])
  })

  it('refuses a signature the wallet does not accept', async () => {
    expect(await register('vault-two', stranger)).toMatchObject({
      status: 401,
      body: { code: 'invalid_signature' },
    })
  })

  it('refuses a contract wallet on a chain the service is not configured with', async () => {
    expect(await register('vault-three', owner, 8453)).toMatchObject({
      status: 401,
      body: { code: 'invalid_signature' },
    })
  })
})
