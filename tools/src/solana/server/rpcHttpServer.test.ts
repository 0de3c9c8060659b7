import {
  appendTransactionMessageInstructions,
  compileTransaction,
  createKeyPairSignerFromPrivateKeyBytes,
  createTransactionMessage,
  getBase64EncodedWireTransaction,
  getBase64Decoder,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
  type Blockhash,
  type KeyPairSigner,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { solanaLocalnetGenesisHash } from '@gatehouse/common'
import { solanaDevAddresses, solanaDevSecretSeeds } from '@gatehouse/harness/wallet/node'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LocalSolanaChain } from '../LocalSolanaChain'
import { startLocalSolanaChain } from '../startLocalSolanaChain'

let chain: LocalSolanaChain
let dev2: KeyPairSigner

beforeAll(async () => {
  chain = await startLocalSolanaChain()
  dev2 = await createKeyPairSignerFromPrivateKeyBytes(
    new Uint8Array(Buffer.from(solanaDevSecretSeeds[2], 'hex')),
  )
})
afterAll(async () => {
  await chain.stop()
})

/** A JSON answer, read field by field in the assertions (the RPC's shapes are what is under test). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any

async function call(method: string, params: unknown[] = []): Promise<{ result?: Json; error?: Json }> {
  const response = await fetch(chain.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  return (await response.json()) as { result?: Json; error?: Json }
}

async function transferMessage(lamports: bigint) {
  const { result } = await call('getLatestBlockhash')
  const lifetime = {
    blockhash: result.value.blockhash as Blockhash,
    lastValidBlockHeight: BigInt(result.value.lastValidBlockHeight),
  }
  return pipe(
    createTransactionMessage({ version: 'legacy' }),
    (draft) => setTransactionMessageFeePayerSigner(dev2, draft),
    (draft) => setTransactionMessageLifetimeUsingBlockhash(lifetime, draft),
    (draft) =>
      appendTransactionMessageInstructions(
        [getTransferSolInstruction({ source: dev2, destination: dev2.address, amount: lamports })],
        draft,
      ),
  )
}

describe('the local Solana JSON-RPC over HTTP', () => {
  it('allows any page to call it (CORS) and answers bad JSON with -32700', async () => {
    const preflight = await fetch(chain.rpcUrl, {
      method: 'OPTIONS',
      headers: { origin: 'http://127.0.0.1:5173' },
    })
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*')
    expect(preflight.headers.get('access-control-allow-headers')).toContain('content-type')
    const bad = await fetch(chain.rpcUrl, { method: 'POST', body: '{' })
    expect(await bad.json()).toMatchObject({ error: { code: -32700 } })
    expect(new URL(chain.rpcUrl).hostname).toBe('127.0.0.1')
  })

  it('answers the cluster methods', async () => {
    expect((await call('getGenesisHash')).result).toBe(solanaLocalnetGenesisHash)
    expect((await call('getVersion')).result['solana-core']).toMatch(/^\d+\.\d+\.\d+$/)
    const slot = (await call('getSlot')).result as number
    expect((await call('getBlockHeight')).result).toBe(slot)
    expect((await call('getEpochInfo')).result).toMatchObject({ absoluteSlot: slot, slotsInEpoch: 432000 })
    const { result: latest } = await call('getLatestBlockhash')
    expect(latest.value.lastValidBlockHeight).toBe(slot + 150)
    expect((await call('isBlockhashValid', [latest.value.blockhash])).result.value).toBe(true)
    expect((await call('isBlockhashValid', ['11111111111111111111111111111111'])).result.value).toBe(false)
    expect((await call('getMinimumBalanceForRentExemption', [0])).result).toBe(890880)
    expect((await call('getRecentPrioritizationFees', [[]])).result[0]).toMatchObject({
      prioritizationFee: 0,
    })
    const message = getBase64Decoder().decode(compileTransaction(await transferMessage(1n)).messageBytes)
    expect((await call('getFeeForMessage', [message])).result.value).toBe(5000)
  })

  it('answers account data in base58, base64 with a slice, and for many accounts', async () => {
    const mint = chain.tokens[0]?.mint
    const base64 = await call('getAccountInfo', [
      mint,
      { encoding: 'base64', dataSlice: { offset: 36, length: 8 } },
    ])
    // The mint's supply: 1,000 GUSD on each of the three development keys and 1,000,000 on the on-ramp
    // sandbox's treasury, 6 decimals.
    expect(Buffer.from(base64.result.value.data[0], 'base64').readBigUInt64LE()).toBe(1_003_000_000_000n)
    const base58 = await call('getAccountInfo', [solanaDevAddresses[0]])
    expect(base58.result.value).toMatchObject({
      data: ['', 'base58'],
      owner: '11111111111111111111111111111111',
      executable: false,
    })
    const many = await call('getMultipleAccounts', [
      [mint, '11111111111111111111111111111112'],
      { encoding: 'jsonParsed' },
    ])
    expect(many.result.value[0].data.parsed.type).toBe('mint')
    expect(many.result.value[1]).toBeNull()
    expect((await call('getAccountInfo', ['not-an-address'])).error.code).toBe(-32602)
    expect((await call('getBalance', [])).error.code).toBe(-32602)
    expect((await call('getProgramAccounts', [mint])).error.code).toBe(-32601)
  })

  it('simulates without committing, and answers getTransaction in json and base64', async () => {
    const signed = await signTransactionMessageWithSigners(await transferMessage(1_000n))
    const wire = getBase64EncodedWireTransaction(signed)
    const simulation = await call('simulateTransaction', [wire, { encoding: 'base64' }])
    expect(simulation.result.value).toMatchObject({ err: null, accounts: null })
    expect(simulation.result.value.logs[0]).toMatch(/^Program 11111111111111111111111111111111 invoke/)
    const signature = (await call('sendTransaction', [wire, { encoding: 'base64' }])).result as string
    const json = await call('getTransaction', [signature, { encoding: 'json' }])
    expect(json.result).not.toHaveProperty('version')
    expect(json.result.transaction.message.header).toEqual({
      numReadonlySignedAccounts: 0,
      numReadonlyUnsignedAccounts: 1,
      numRequiredSignatures: 1,
    })
    expect(json.result.meta.status).toEqual({ Ok: null })
    const base64 = await call('getTransaction', [
      signature,
      { encoding: 'base64', maxSupportedTransactionVersion: 0 },
    ])
    expect(base64.result).toMatchObject({ transaction: [wire, 'base64'], version: 'legacy' })
    const again = await call('sendTransaction', [wire, { encoding: 'base64' }])
    expect(again.error).toMatchObject({ code: -32002, data: { err: 'AlreadyProcessed' } })
    const forged = Buffer.from(
      getBase64EncodedWireTransaction(await signTransactionMessageWithSigners(await transferMessage(2_000n))),
      'base64',
    )
    forged[1] = (forged[1] ?? 0) ^ 0xff // a byte of the signature
    const refused = await call('sendTransaction', [forged.toString('base64'), { encoding: 'base64' }])
    expect(refused.error).toMatchObject({ code: -32003 })
    const unsigned = Buffer.from(forged)
    unsigned.fill(0, 1, 65) // no signature at all
    const missing = await call('sendTransaction', [unsigned.toString('base64'), { encoding: 'base64' }])
    expect(missing.error).toMatchObject({ code: -32003 })
  })
})
