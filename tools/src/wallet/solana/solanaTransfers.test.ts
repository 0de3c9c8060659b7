import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { address, createSolanaRpc, devnet, generateKeyPair, getAddressFromPublicKey } from '@solana/kit'
import { findAssociatedTokenPda } from '@solana-program/token'
import { SolanaAdapter } from '@gatehouse/adapter-solana'
import { isUserRejection, nodeErrorMessage, solanaLocalnet, withRpcUrl } from '@gatehouse/common'
import { solanaDevAddresses } from '@gatehouse/harness/wallet/node'
import type { LocalSolanaChain } from '../../solana/LocalSolanaChain'
import { startLocalSolanaChain } from '../../solana/startLocalSolanaChain'
import { installSolanaTestWallet } from './installSolanaTestWallet'
import { SolanaTestWallet, SolanaWalletError } from './SolanaTestWallet'

/**
 * The adapter's transfers against the local Solana chain, signed by the test wallet's Wallet
 * Standard side (the page script, run here on a window of Node's own events) and its Node signer.
 */
let chain: LocalSolanaChain
let wallet: SolanaTestWallet
let adapter: SolanaAdapter

const freshReceiver = async () => getAddressFromPublicKey((await generateKeyPair()).publicKey)

beforeAll(async () => {
  chain = await startLocalSolanaChain()
  wallet = new SolanaTestWallet({ rpcUrl: chain.rpcUrl })
  const page = new EventTarget()
  const binding = async (payload: string) => {
    const { method, params } = JSON.parse(payload) as { method: string; params: Record<string, unknown> }
    try {
      return JSON.stringify({ result: await wallet.request(method, params) })
    } catch (error) {
      const code = error instanceof SolanaWalletError ? error.code : -32603
      return JSON.stringify({ error: { code, message: (error as Error).message } })
    }
  }
  vi.stubGlobal('window', {
    addEventListener: page.addEventListener.bind(page),
    removeEventListener: page.removeEventListener.bind(page),
    dispatchEvent: page.dispatchEvent.bind(page),
    __wallet: binding,
  })
  installSolanaTestWallet({
    binding: '__wallet',
    events: '__walletEvents',
    name: 'Solana Test Wallet',
    icon: 'data:image/svg+xml,<svg/>',
    address: wallet.address,
    publicKey: Buffer.from(wallet.publicKey).toString('base64'),
    chains: ['solana:localnet'],
  })
  adapter = new SolanaAdapter({ networks: [withRpcUrl(solanaLocalnet, chain.rpcUrl)] })
  adapter.setup({
    events: {
      connectorsChanged: () => undefined,
      connectionChanged: () => undefined,
      transactionSent: () => undefined,
    },
    projectId: undefined,
  })
  await adapter.syncConnectors()
  await adapter.connect({
    connectorId: 'Solana Test Wallet',
    network: withRpcUrl(solanaLocalnet, chain.rpcUrl),
  })
})

afterAll(async () => {
  vi.unstubAllGlobals()
  await chain?.stop()
})

describe('Solana transfers through the adapter', () => {
  it('sends SOL, confirmed at the adapter’s commitment', async () => {
    const rpc = createSolanaRpc(chain.rpcUrl)
    const to = solanaDevAddresses[1]
    const before = (await rpc.getBalance(address(to)).send()).value
    const signature = await adapter.sendTransfer({ to, amount: 1_250_000_000n })
    expect(await adapter.waitForTransaction(signature)).toEqual({ status: 'success' })
    expect((await rpc.getBalance(address(to)).send()).value - before).toBe(1_250_000_000n)
    expect(
      await adapter.getBalance({ address: to, network: withRpcUrl(solanaLocalnet, chain.rpcUrl) }),
    ).toEqual({
      balance: String(Number(before + 1_250_000_000n) / 1e9),
      symbol: 'SOL',
    })
  })

  it('sends each local token (Token and Token-2022) to a receiver without a token account', async () => {
    const rpc = createSolanaRpc(chain.rpcUrl)
    expect(new Set(chain.tokens.map((token) => token.program))).toEqual(new Set(['token', 'token-2022']))
    for (const token of chain.tokens) {
      const to = await freshReceiver()
      const signature = await adapter.sendTransfer({
        to,
        amount: 7n,
        token: { address: token.mint, decimals: token.decimals, symbol: 'GUSD' },
      })
      expect(await adapter.waitForTransaction(signature)).toEqual({ status: 'success' })
      const { value: mintAccount } = await rpc
        .getAccountInfo(address(token.mint), { encoding: 'base64' })
        .send()
      const [ata] = await findAssociatedTokenPda({
        owner: to,
        mint: address(token.mint),
        tokenProgram: address(mintAccount?.owner as string),
      })
      const { value } = await rpc.getTokenAccountBalance(ata).send()
      expect(value.amount).toBe('7')
    }
  })

  it('says what a transfer costs besides its amount, before the wallet is asked', async () => {
    const rpc = createSolanaRpc(chain.rpcUrl)
    const prompts = wallet.requests.length
    const emptyRent = await rpc.getMinimumBalanceForRentExemption(0n).send()
    // SOL to an account that exists: the fee of one signature; the sender keeps an account's rent.
    expect(await adapter.estimateTransfer({ to: solanaDevAddresses[1], amount: 1n })).toEqual({
      fee: 5000n,
      networkFee: 5000n,
      rent: 0n,
      minimumAmount: 0n,
      accountMinimum: emptyRent,
    })
    // SOL to an address without an account: it must receive at least an empty account's rent.
    expect(await adapter.estimateTransfer({ to: await freshReceiver(), amount: 1n })).toMatchObject({
      minimumAmount: emptyRent,
    })
    expect(wallet.requests.slice(prompts)).toEqual([])
    // A token to a receiver without its token account: the rent the sender pays for it, as it is paid.
    for (const token of chain.tokens) {
      const to = await freshReceiver()
      const request = {
        to,
        amount: 7n,
        token: { address: token.mint, decimals: token.decimals, symbol: 'GUSD' },
      }
      const cost = await adapter.estimateTransfer(request)
      // The fee the kit checks is the network's and the rent together.
      expect(cost).toMatchObject({ networkFee: 5000n, fee: 5000n + cost.rent, minimumAmount: 0n })
      await adapter.waitForTransaction(await adapter.sendTransfer(request))
      const { value: mintAccount } = await rpc
        .getAccountInfo(address(token.mint), { encoding: 'base64' })
        .send()
      const [ata] = await findAssociatedTokenPda({
        owner: to,
        mint: address(token.mint),
        tokenProgram: address(mintAccount?.owner as string),
      })
      expect((await rpc.getBalance(ata).send()).value).toBe(cost.rent)
    }
  })

  it('sends what Max fills in for SOL (the balance less the transfer’s fee), leaving the account empty', async () => {
    // The local chain is a test cluster: `devnet()` lets the client ask it for an airdrop.
    const rpc = createSolanaRpc(devnet(chain.rpcUrl))
    const from = address(wallet.address)
    const to = solanaDevAddresses[2]
    const held = (await rpc.getBalance(from).send()).value
    try {
      // The whole balance, what Max used to fill in, leaves nothing for the fee: the network refuses it.
      const whole = await adapter.sendTransfer({ to, amount: held }).catch((error: unknown) => error)
      expect(nodeErrorMessage(whole)).toBe('Insufficient funds for gas and value.')
      // The Send view's Max: the fee of the transfer of the whole balance, taken off it.
      const cost = await adapter.estimateTransfer({ to, amount: held })
      expect(cost.rent).toBe(0n)
      // Before a receiver is entered, Max prices a transfer to the account itself: the same fee.
      expect((await adapter.estimateTransfer({ to: wallet.address, amount: held })).fee).toBe(cost.fee)
      const received = (await rpc.getBalance(address(to)).send()).value
      const signature = await adapter.sendTransfer({ to, amount: held - cost.fee })
      expect(await adapter.waitForTransaction(signature)).toEqual({ status: 'success' })
      expect((await rpc.getBalance(address(to)).send()).value - received).toBe(held - cost.fee)
      // Everything but the fee went: the account is empty, which the rent rule allows.
      expect((await rpc.getBalance(from).send()).value).toBe(0n)
    } finally {
      // The later tests send from this account again.
      const refill = await rpc.requestAirdrop(from, held).send()
      await adapter.waitForTransaction(refill)
    }
  })

  it('reports a refusal in the catalogue’s words, and a decline as 4001', async () => {
    const tooMuch = await adapter
      .sendTransfer({ to: solanaDevAddresses[2], amount: 10n ** 18n })
      .catch((error: unknown) => error)
    expect(nodeErrorMessage(tooMuch)).toBe('Insufficient funds for gas and value.')
    wallet.rejectNext()
    const declined = await adapter
      .sendTransfer({ to: solanaDevAddresses[2], amount: 1n })
      .catch((error: unknown) => error)
    expect(isUserRejection(declined)).toBe(true)
  })
})
