import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  encodeFunctionData,
  hashMessage,
  keccak256,
  serializeErc6492Signature,
  toHex,
  type Address,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { contractArtifacts } from '../chain/contracts/artifacts'
import { signInProjectId, signInSite, startSignInCloud, type SignInCloud } from './signInCloud'

const { SignInWallet, SignInWalletFactory } = contractArtifacts

// Smart-contract wallets sign in through apps/cloud: a deployed one answers ERC-1271
// isValidSignature, a counterfactual one (not deployed yet) sends an ERC-6492 signature that names
// its factory. Both verified by the service on anvil through viem, nothing mocked.
describe('sign-in of smart-contract wallets', () => {
  let setup: SignInCloud
  let factory: Address
  const owner = privateKeyToAccount(generatePrivateKey())
  const stranger = privateKeyToAccount(generatePrivateKey())

  beforeAll(async () => {
    setup = await startSignInCloud()
    const receipt = await setup.funded.sendTransactionSync({ data: SignInWalletFactory.bytecode })
    if (!receipt.contractAddress) throw new Error('the factory was not deployed')
    factory = receipt.contractAddress
  })
  afterAll(() => setup?.stop())

  async function messageFor(address: Address): Promise<string> {
    const response = await fetch(`${setup.cloud.url}/v1/sessions/nonces?projectId=${signInProjectId}`, {
      method: 'POST',
      body: '{}',
    })
    expect(response.status).toBe(201)
    const { nonce } = (await response.json()) as { nonce: string }
    return createSiweMessage({
      address,
      chainId: 31337,
      ...signInSite,
      version: '1',
      nonce,
      issuedAt: new Date(),
    })
  }
  async function signIn(message: string, signature: string) {
    const response = await fetch(`${setup.cloud.url}/v1/sessions?projectId=${signInProjectId}`, {
      method: 'POST',
      body: JSON.stringify({ message, signature }),
    })
    return { status: response.status, body: (await response.json()) as { code?: string; session?: unknown } }
  }
  const walletAddress = (wallet: Address, salt: `0x${string}`) =>
    setup.funded.readContract({
      address: factory,
      abi: SignInWalletFactory.abi,
      functionName: 'walletAddress',
      args: [wallet, salt],
    }) as Promise<Address>

  it('accepts a deployed ERC-1271 wallet when its owner signed, and refuses anyone else', async () => {
    const salt = keccak256(toHex('deployed'))
    const deploy = await setup.funded.sendTransactionSync({
      to: factory,
      data: encodeFunctionData({
        abi: SignInWalletFactory.abi,
        functionName: 'deploy',
        args: [owner.address, salt],
      }),
    })
    expect(deploy.status).toBe('success')
    const wallet = await walletAddress(owner.address, salt)
    expect(await setup.funded.getCode({ address: wallet })).toMatch(/^0x[0-9a-f]{10,}/)

    const message = await messageFor(wallet)
    const byStranger = await stranger.sign({ hash: hashMessage(message) })
    expect(await signIn(message, byStranger)).toMatchObject({
      status: 401,
      body: { code: 'SIWX_SIGNATURE_INVALID' },
    })
    const byOwner = await owner.sign({ hash: hashMessage(message) })
    expect(await signIn(message, byOwner)).toMatchObject({
      status: 201,
      body: { session: { data: { accountAddress: wallet } } },
    })
  })

  it('accepts an ERC-6492 signature of a wallet not deployed yet, without deploying it', async () => {
    const salt = keccak256(toHex('counterfactual'))
    const wallet = await walletAddress(owner.address, salt)
    expect(await setup.funded.getCode({ address: wallet })).toBeUndefined()
    const factoryData = encodeFunctionData({
      abi: SignInWalletFactory.abi,
      functionName: 'deploy',
      args: [owner.address, salt],
    })
    const message = await messageFor(wallet)
    const wrapped = async (signer: typeof owner) =>
      serializeErc6492Signature({
        address: factory,
        data: factoryData,
        signature: await signer.sign({ hash: hashMessage(message) }),
      })
    expect(await signIn(message, await wrapped(stranger))).toMatchObject({
      status: 401,
      body: { code: 'SIWX_SIGNATURE_INVALID' },
    })
    expect(await signIn(message, await wrapped(owner))).toMatchObject({ status: 201 })
    // The service verified in a call; the wallet is still only counterfactual.
    expect(await setup.funded.getCode({ address: wallet })).toBeUndefined()
    expect(SignInWallet.abi).toContainEqual(expect.objectContaining({ name: 'isValidSignature' }))
  })
})
