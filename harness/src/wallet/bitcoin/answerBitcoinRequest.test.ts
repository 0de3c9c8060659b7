import { base64, hex } from '@scure/base'
import { RawWitness, Transaction } from '@scure/btc-signer'
import { describe, expect, it, vi } from 'vitest'
import { bitcoinDevAddresses, bitcoinDevSecretKeys } from '../accounts/bitcoinDevAccounts'
import { answerBitcoinRequest } from './answerBitcoinRequest'
import { bitcoinKey } from './bitcoinKey'
import type { BitcoinRestClient } from './bitcoinRest'
import { paymentPsbt } from './testPsbt'

const key = bitcoinKey(bitcoinDevSecretKeys[0])
const [payment, ordinals] = key.addresses('regtest')
const receiver = bitcoinDevAddresses[1]

function restClient(overrides: Partial<BitcoinRestClient> = {}): BitcoinRestClient {
  return {
    utxos: vi.fn(async () => [
      { txid: 'aa'.repeat(32), vout: 0, value: 300_000_000 },
      { txid: 'bb'.repeat(32), vout: 1, value: 200_000_000 },
    ]),
    feeRate: vi.fn(async () => 4n),
    broadcast: vi.fn(async () => 'cc'.repeat(32)),
    ...overrides,
  }
}

const answer = (
  method: string,
  params: Record<string, unknown>,
  rest: BitcoinRestClient | null = restClient(),
) =>
  answerBitcoinRequest(
    { method, params: { account: payment.address, ...params } },
    { key, network: 'regtest', rest: rest ?? undefined },
  )

describe('answerBitcoinRequest', () => {
  it('lists the payment and ordinals addresses with public keys and intentions, filtered on request', async () => {
    expect(await answer('getAccountAddresses', {})).toEqual([
      { address: payment.address, publicKey: hex.encode(key.publicKey), intention: 'payment' },
      { address: ordinals.address, publicKey: hex.encode(key.xOnlyPublicKey), intention: 'ordinal' },
    ])
    expect(await answer('getAccountAddresses', { intentions: ['ordinal'] })).toEqual([
      expect.objectContaining({ address: ordinals.address }),
    ])
  })

  it('refuses an account that is not the wallet’s payment address (4100)', async () => {
    await expect(answer('getAccountAddresses', { account: receiver })).rejects.toMatchObject({ code: 4100 })
  })

  it('signs messages with ECDSA by default, answering hex (65 bytes) and the message hash', async () => {
    const signed = (await answer('signMessage', { message: 'Hello' })) as Record<string, string>
    expect(signed['address']).toBe(payment.address)
    expect(hex.decode(signed['signature'] as string)).toHaveLength(65)
    expect(signed['messageHash']).toMatch(/^[0-9a-f]{64}$/)
  })

  it('signs BIP-322 on request, and always for the P2TR address: the hex is the witness stack', async () => {
    for (const params of [{ protocol: 'bip322' }, { address: ordinals.address }]) {
      const signed = (await answer('signMessage', { message: 'Hello', ...params })) as Record<string, string>
      const witness = RawWitness.decode(hex.decode(signed['signature'] as string))
      expect(witness.length).toBe(params.address ? 1 : 2)
    }
  })

  it('signs a PSBT without finalizing it, answering base64', async () => {
    const psbt = paymentPsbt([{ script: payment.script, amount: 10_000n }], {
      address: receiver,
      amount: 9_000n,
    })
    const signed = (await answer('signPsbt', {
      psbt,
      signInputs: [{ address: payment.address, index: 0, sighashTypes: [1] }],
    })) as { psbt: string; txid?: string }
    const input = Transaction.fromPSBT(base64.decode(signed.psbt)).getInput(0)
    expect(input.partialSig).toHaveLength(1)
    expect(input.finalScriptWitness).toBeUndefined()
    expect(signed.txid).toBeUndefined()
  })

  it('signs every own input for an empty signInputs, and finalizes and broadcasts when asked', async () => {
    const rest = restClient()
    const psbt = paymentPsbt([{ script: payment.script, amount: 10_000n }], {
      address: receiver,
      amount: 9_000n,
    })
    const signed = (await answer('signPsbt', { psbt, signInputs: [], broadcast: true }, rest)) as {
      psbt: string
      txid: string
    }
    expect(signed.txid).toBe('cc'.repeat(32))
    const [rawHex] = vi.mocked(rest.broadcast).mock.calls[0] ?? []
    expect(Transaction.fromRaw(hex.decode(rawHex as string)).isFinal).toBe(true)
  })

  it('sends a transfer it builds from its coins: recipient, change back, fee at the node’s rate', async () => {
    const rest = restClient()
    const result = await answer('sendTransfer', { recipientAddress: receiver, amount: '250000000' }, rest)
    expect(result).toEqual({ txid: 'cc'.repeat(32) })
    expect(rest.utxos).toHaveBeenCalledWith(payment.address)
    const tx = Transaction.fromRaw(hex.decode(vi.mocked(rest.broadcast).mock.calls[0]?.[0] as string))
    expect(tx.inputsLength).toBe(1)
    expect(tx.getOutput(0).amount).toBe(250_000_000n)
    const change = tx.getOutput(1).amount as bigint
    const fee = 300_000_000n - 250_000_000n - change
    expect(fee).toBeGreaterThanOrEqual(4n * BigInt(tx.vsize))
    expect(fee).toBeLessThan(4n * BigInt(tx.vsize) * 2n)
  })

  it('adds a memo as an OP_RETURN output and pays change to the change address asked for', async () => {
    const rest = restClient()
    const changeAddress = ordinals.address
    await answer(
      'sendTransfer',
      { recipientAddress: receiver, amount: '1000000', memo: '6869', changeAddress },
      rest,
    )
    const tx = Transaction.fromRaw(hex.decode(vi.mocked(rest.broadcast).mock.calls[0]?.[0] as string), {
      allowUnknownOutputs: true,
    })
    expect(tx.getOutput(1)).toMatchObject({ amount: 0n, script: hex.decode('6a026869') })
    expect(tx.getOutput(2).script).toEqual(ordinals.script)
  })

  it('refuses amounts that are not a sats string, too large to pay, or dust; and has no node for 4901', async () => {
    await expect(answer('sendTransfer', { recipientAddress: receiver, amount: 1000 })).rejects.toMatchObject({
      code: -32602,
    })
    await expect(answer('sendTransfer', { recipientAddress: receiver, amount: '600000000' })).rejects.toThrow(
      /Insufficient funds/,
    )
    await expect(answer('sendTransfer', { recipientAddress: receiver, amount: '100' })).rejects.toThrow(
      /dust/,
    )
    await expect(
      answer('sendTransfer', {
        recipientAddress: 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l',
        amount: '1000',
      }),
    ).rejects.toThrow(/not a Bitcoin regtest address/)
    await expect(
      answer('sendTransfer', { recipientAddress: receiver, amount: '1000' }, null),
    ).rejects.toMatchObject({ code: 4901 })
  })

  it('answers 4200 for a method it does not know', async () => {
    await expect(answer('signMultipleMessages', {})).rejects.toMatchObject({ code: 4200 })
  })
})
