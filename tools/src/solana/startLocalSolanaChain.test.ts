import {
  address,
  appendTransactionMessageInstructions,
  assertIsTransactionWithBlockhashLifetime,
  createKeyPairSignerFromPrivateKeyBytes,
  createSolanaRpc,
  createSolanaRpcSubscriptions,
  createTransactionMessage,
  devnet,
  generateKeyPairSigner,
  getBase64EncodedWireTransaction,
  getSignatureFromTransaction,
  isSolanaError,
  lamports,
  pipe,
  sendAndConfirmTransactionFactory,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
  SOLANA_ERROR__INSTRUCTION_ERROR__CUSTOM,
  SOLANA_ERROR__JSON_RPC__SERVER_ERROR_SEND_TRANSACTION_PREFLIGHT_FAILURE,
  SOLANA_ERROR__TRANSACTION_ERROR__INSUFFICIENT_FUNDS_FOR_RENT,
  type Address,
  type Instruction,
  type KeyPairSigner,
  type Signature,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getTransferCheckedInstruction,
} from '@solana-program/token'
import { solanaLocalnet, solanaLocalnetGenesisHash } from '@gatehouse/common'
import { solanaDevAddresses, solanaDevSecretSeeds } from '@gatehouse/harness/wallet/node'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LocalSolanaChain, LocalSolanaToken } from './LocalSolanaChain'
import { startLocalSolanaChain } from './startLocalSolanaChain'

let chain: LocalSolanaChain
// The local chain is a test cluster: `devnet()` marks the URLs so the client offers requestAirdrop.
const connectRpc = (url: string) => createSolanaRpc(devnet(url))
const connectSubscriptions = (url: string) => createSolanaRpcSubscriptions(devnet(url))
let rpc: ReturnType<typeof connectRpc>
let subscriptions: ReturnType<typeof connectSubscriptions>
let dev0: KeyPairSigner
let dev1: KeyPairSigner

beforeAll(async () => {
  chain = await startLocalSolanaChain()
  rpc = connectRpc(chain.rpcUrl)
  subscriptions = connectSubscriptions(chain.wsUrl)
  const seed = (hex: string) => new Uint8Array(Buffer.from(hex, 'hex'))
  dev0 = await createKeyPairSignerFromPrivateKeyBytes(seed(solanaDevSecretSeeds[0]))
  dev1 = await createKeyPairSignerFromPrivateKeyBytes(seed(solanaDevSecretSeeds[1]))
})
afterAll(async () => {
  await chain.stop()
})

function tokenAt(index: number): LocalSolanaToken {
  const token = chain.tokens[index]
  if (!token) throw new Error(`no local token ${index}`)
  return token
}

async function signed(payer: KeyPairSigner, instructions: readonly Instruction[]) {
  const { value: blockhash } = await rpc.getLatestBlockhash().send()
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (draft) => setTransactionMessageFeePayerSigner(payer, draft),
    (draft) => setTransactionMessageLifetimeUsingBlockhash(blockhash, draft),
    (draft) => appendTransactionMessageInstructions(instructions, draft),
  )
  return signTransactionMessageWithSigners(message)
}

/** Sends and waits for the WebSocket signature notification, as wallets do. */
async function sendAndConfirm(payer: KeyPairSigner, instructions: readonly Instruction[]) {
  const transaction = await signed(payer, instructions)
  assertIsTransactionWithBlockhashLifetime(transaction)
  await sendAndConfirmTransactionFactory({ rpc, rpcSubscriptions: subscriptions })(transaction, {
    commitment: 'confirmed',
  })
  return getSignatureFromTransaction(transaction)
}

async function preflightError(payer: KeyPairSigner, instructions: readonly Instruction[]) {
  const transaction = await signed(payer, instructions)
  return rpc
    .sendTransaction(getBase64EncodedWireTransaction(transaction), {
      encoding: 'base64',
      preflightCommitment: 'confirmed',
    })
    .send()
    .then(
      () => undefined,
      (error: unknown) => error,
    )
}

async function tokenBalance(owner: Address, token: LocalSolanaToken): Promise<string> {
  const { value } = await rpc
    .getTokenAccountsByOwner(owner, { mint: address(token.mint) }, { encoding: 'jsonParsed' })
    .send()
  return value[0]?.account.data.parsed.info.tokenAmount.amount ?? '0'
}

describe('the local Solana chain', () => {
  it('is the solanaLocalnet network, with the fixtures of every start', async () => {
    expect(chain.caipNetworkId).toBe(solanaLocalnet.caipNetworkId)
    expect(await rpc.getGenesisHash().send()).toBe(solanaLocalnetGenesisHash)
    expect(await rpc.getHealth().send()).toBe('ok')
    const again = await startLocalSolanaChain()
    expect(again.tokens).toEqual(chain.tokens)
    await again.stop()
    expect(chain.tokens.map((token) => [token.symbol, token.decimals, token.program])).toEqual([
      ['GUSD', 6, 'token'],
      ['GPT', 2, 'token-2022'],
    ])
    for (const key of solanaDevAddresses) {
      expect((await rpc.getBalance(address(key)).send()).value).toBeGreaterThanOrEqual(99n * 1_000_000_000n)
      expect(await tokenBalance(address(key), tokenAt(0))).toBe('1000000000')
      expect(await tokenBalance(address(key), tokenAt(1))).toBe('500000')
    }
    const supply = await rpc.getTokenSupply(address(tokenAt(0).mint)).send()
    // 1,000 on each of the three development keys and 1,000,000 on the on-ramp sandbox's treasury.
    expect(supply.value).toMatchObject({
      amount: '1003000000000',
      decimals: 6,
      uiAmountString: '1003000',
    })
  })

  it('airdrops SOL to a new address', async () => {
    const fresh = await generateKeyPairSigner()
    const signature = await rpc.requestAirdrop(fresh.address, lamports(2_000_000_000n)).send()
    const { value } = await rpc.getSignatureStatuses([signature]).send()
    expect(value[0]).toMatchObject({ err: null, confirmationStatus: 'finalized' })
    expect((await rpc.getBalance(fresh.address).send()).value).toBe(2_000_000_000n)
  })

  it('confirms a SOL transfer over the WebSocket, and lists it with its meta', async () => {
    const to = (await generateKeyPairSigner()).address
    const before = (await rpc.getBalance(dev0.address).send()).value
    const signature = await sendAndConfirm(dev0, [
      getTransferSolInstruction({ source: dev0, destination: to, amount: 5_000_000n }),
    ])
    expect((await rpc.getBalance(to).send()).value).toBe(5_000_000n)
    expect((await rpc.getBalance(dev0.address).send()).value).toBe(before - 5_000_000n - 5000n)

    const history = await rpc.getSignaturesForAddress(dev0.address, { limit: 1 }).send()
    expect(history[0]).toMatchObject({ signature, err: null, confirmationStatus: 'finalized' })
    const transaction = await rpc
      .getTransaction(signature, { encoding: 'jsonParsed', maxSupportedTransactionVersion: 0 })
      .send()
    expect(transaction?.meta).toMatchObject({ fee: 5000n, err: null })
    expect(transaction?.meta?.preBalances[0]).toBe(before)
    expect(transaction?.meta?.postBalances[1]).toBe(5_000_000n)
    expect(transaction?.blockTime).toBeGreaterThan(0n)
    expect(transaction?.transaction.message.instructions[0]).toMatchObject({
      program: 'system',
      parsed: { type: 'transfer', info: { source: dev0.address, destination: to, lamports: 5_000_000n } },
    })
  })

  it('lands two identical transfers in a row', async () => {
    const to = (await generateKeyPairSigner()).address
    const transfer = () => [getTransferSolInstruction({ source: dev1, destination: to, amount: 1_000_000n })]
    const first = await sendAndConfirm(dev1, transfer())
    const second = await sendAndConfirm(dev1, transfer())
    expect(first).not.toBe(second)
    expect((await rpc.getBalance(to).send()).value).toBe(2_000_000n)
  })

  it('refuses a transfer that leaves the new account below rent exemption, with the preflight error', async () => {
    const to = (await generateKeyPairSigner()).address
    const error = await preflightError(dev0, [
      getTransferSolInstruction({ source: dev0, destination: to, amount: 12_345n }),
    ])
    expect(
      isSolanaError(error, SOLANA_ERROR__JSON_RPC__SERVER_ERROR_SEND_TRANSACTION_PREFLIGHT_FAILURE),
    ).toBe(true)
    const cause = (error as Error).cause
    expect(isSolanaError(cause, SOLANA_ERROR__TRANSACTION_ERROR__INSUFFICIENT_FUNDS_FOR_RENT)).toBe(true)
    expect((cause as { context: { accountIndex: number } }).context.accountIndex).toBe(1)
    expect((await rpc.getBalance(to).send()).value).toBe(0n)
  })

  it('refuses a transfer beyond the balance, with the logs and the instruction error', async () => {
    const poor = await generateKeyPairSigner()
    await rpc.requestAirdrop(poor.address, lamports(10_000_000n)).send()
    const error = await preflightError(poor, [
      getTransferSolInstruction({ source: poor, destination: dev0.address, amount: 1_000_000_000n }),
    ])
    expect(
      isSolanaError(error, SOLANA_ERROR__JSON_RPC__SERVER_ERROR_SEND_TRANSACTION_PREFLIGHT_FAILURE),
    ).toBe(true)
    const context = (error as { context: { logs: string[] } }).context
    expect(context.logs.join('\n')).toMatch(/insufficient lamports/)
    const cause = (error as Error).cause
    expect(isSolanaError(cause, SOLANA_ERROR__INSTRUCTION_ERROR__CUSTOM)).toBe(true)
    expect((cause as { context: { code: number; index: number } }).context).toMatchObject({
      code: 1,
      index: 0,
    })
  })

  for (const [index, label] of [
    [0, 'an SPL Token'],
    [1, 'a Token-2022'],
  ] as const) {
    it(`sends ${label} with transferChecked, read back parsed with the token balances in the meta`, async () => {
      const token = tokenAt(index)
      const mint = address(token.mint)
      const tokenProgram = address(
        token.program === 'token'
          ? 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'
          : 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb',
      )
      const recipient = (await generateKeyPairSigner()).address
      const [source] = await findAssociatedTokenPda({ owner: dev0.address, mint, tokenProgram })
      const [destination] = await findAssociatedTokenPda({ owner: recipient, mint, tokenProgram })
      const before = BigInt(await tokenBalance(dev0.address, token))
      const amount = 250n * 10n ** BigInt(token.decimals)
      const signature = await sendAndConfirm(dev0, [
        getCreateAssociatedTokenIdempotentInstruction({
          payer: dev0,
          ata: destination,
          owner: recipient,
          mint,
          tokenProgram,
        }),
        getTransferCheckedInstruction(
          { source, mint, destination, authority: dev0, amount, decimals: token.decimals },
          { programAddress: tokenProgram },
        ),
      ])
      expect(await tokenBalance(recipient, token)).toBe(amount.toString())
      expect(await tokenBalance(dev0.address, token)).toBe((before - amount).toString())
      const byProgram = await rpc
        .getTokenAccountsByOwner(recipient, { programId: tokenProgram }, { encoding: 'jsonParsed' })
        .send()
      expect(byProgram.value[0]?.account.data.program).toBe(
        token.program === 'token' ? 'spl-token' : 'spl-token-2022',
      )
      const balance = await rpc.getTokenAccountBalance(destination).send()
      expect(balance.value).toMatchObject({
        amount: amount.toString(),
        decimals: token.decimals,
        uiAmountString: '250',
      })

      const transaction = await rpc
        .getTransaction(signature, { encoding: 'jsonParsed', maxSupportedTransactionVersion: 0 })
        .send()
      const meta = transaction?.meta
      expect(
        meta?.preTokenBalances?.find((entry) => entry.owner === dev0.address)?.uiTokenAmount.amount,
      ).toBe(before.toString())
      expect(meta?.postTokenBalances?.find((entry) => entry.owner === recipient)).toMatchObject({
        mint,
        programId: tokenProgram,
        uiTokenAmount: { amount: amount.toString(), decimals: token.decimals },
      })
      expect(transaction?.transaction.message.instructions[1]).toMatchObject({
        program: token.program === 'token' ? 'spl-token' : 'spl-token-2022',
        parsed: { type: 'transferChecked', info: { source, destination, mint, authority: dev0.address } },
      })
    })
  }

  it('notifies a signature subscription when the transaction lands', async () => {
    const to = (await generateKeyPairSigner()).address
    const transaction = await signed(dev1, [
      getTransferSolInstruction({ source: dev1, destination: to, amount: 1_000_000n }),
    ])
    const abort = new AbortController()
    const notifications = await subscriptions
      .signatureNotifications(getSignatureFromTransaction(transaction), { commitment: 'confirmed' })
      .subscribe({ abortSignal: abort.signal })
    const first = notifications[Symbol.asyncIterator]().next()
    await rpc
      .sendTransaction(getBase64EncodedWireTransaction(transaction), {
        encoding: 'base64',
        skipPreflight: true,
      })
      .send()
    const { value } = await first
    abort.abort()
    expect(value?.value).toEqual({ err: null })
  })

  it('notifies an account subscription when the account changes', async () => {
    const watched = (await generateKeyPairSigner()).address
    const abort = new AbortController()
    const notifications = await subscriptions
      .accountNotifications(watched, { commitment: 'confirmed', encoding: 'base64' })
      .subscribe({ abortSignal: abort.signal })
    const first = notifications[Symbol.asyncIterator]().next()
    await rpc.requestAirdrop(watched, lamports(3_000_000n)).send()
    const { value } = await first
    abort.abort()
    expect(value?.value.lamports).toBe(3_000_000n)
  })

  it('pages an address history newest first with before and until', async () => {
    const all = await rpc.getSignaturesForAddress(dev0.address).send()
    expect(all.length).toBeGreaterThanOrEqual(4)
    const slots = all.map((entry) => entry.slot)
    expect([...slots].sort((a, b) => Number(b - a))).toEqual(slots)
    const [newest, second, third] = all.map((entry) => entry.signature) as [Signature, Signature, Signature]
    const after = await rpc.getSignaturesForAddress(dev0.address, { before: newest, limit: 2 }).send()
    expect(after.map((entry) => entry.signature)).toEqual([second, third])
    const until = await rpc.getSignaturesForAddress(dev0.address, { until: third }).send()
    expect(until.map((entry) => entry.signature)).toEqual([newest, second])
  })
})
