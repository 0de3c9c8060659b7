import { sha256 } from '@noble/hashes/sha2'
import { bech32, bech32m, createBase58check } from '@scure/base'
import { describe, expect, it } from 'vitest'
import { HttpError } from '../http/HttpResponse'
import { bitcoinAccountAddressOf, bitcoinAddressOf } from './bitcoinAddress'
import { fixtureAddresses } from './fixtures/esploraFixtures'

const { alice } = fixtureAddresses
const program = (length: number) => Array.from({ length }, (_, index) => index + 1)
const segwit = (coder: typeof bech32, prefix: string, version: number, bytes: number) =>
  coder.encode(prefix, [version, ...coder.toWords(Uint8Array.from(program(bytes)))])
const base58 = (version: number) =>
  createBase58check(sha256).encode(Uint8Array.from([version, ...program(20)]))

describe('Bitcoin addresses of a network', () => {
  it.each([
    ['bc', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'], // P2WPKH
    ['bc', 'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0'], // P2TR (BIP 350)
    ['bc', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa'], // P2PKH (the genesis block's)
    ['bc', '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy'], // P2SH (BIP 13)
    ['tb', segwit(bech32, 'tb', 0, 20)],
    ['tb', base58(0x6f)],
    ['bcrt', alice],
    ['bcrt', segwit(bech32, 'bcrt', 0, 32)], // P2WSH
    ['bcrt', segwit(bech32m, 'bcrt', 1, 32)], // P2TR
    ['bcrt', base58(0x6f)], // m… or n…
    ['bcrt', base58(0xc4)], // 2…
  ] as const)('takes a %s address: %s', (prefix, address) => {
    expect(bitcoinAddressOf(address, prefix)).toBe(address)
  })

  it('takes a bech32 address in upper case and answers it in lower case, never in mixed case', () => {
    expect(bitcoinAddressOf(alice.toUpperCase(), 'bcrt')).toBe(alice)
    expect(bitcoinAddressOf(`BCRT${alice.slice(4)}`, 'bcrt')).toBeUndefined()
  })

  it.each([
    ['another network (mainnet on regtest)', 'bcrt', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'],
    ['another network (regtest on testnet)', 'tb', alice],
    ['a mainnet base58 address on regtest', 'bcrt', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa'],
    ['a testnet base58 address on mainnet', 'bc', base58(0x6f)],
    ['a typo (bad checksum)', 'bcrt', `${alice.slice(0, -1)}${alice.endsWith('q') ? 'p' : 'q'}`],
    ['a base58 typo', 'bc', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNb'],
    ['a version 0 program with the bech32m checksum', 'bcrt', segwit(bech32m, 'bcrt', 0, 20)],
    ['a version 1 program with the bech32 checksum', 'bcrt', segwit(bech32, 'bcrt', 1, 32)],
    ['a version 0 program of 25 bytes', 'bcrt', segwit(bech32, 'bcrt', 0, 25)],
    [
      'a base58 payload of another length',
      'bcrt',
      createBase58check(sha256).encode(Uint8Array.from([0x6f, 1, 2])),
    ],
    ['an EVM address', 'bcrt', '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'],
    ['nothing', 'bcrt', ''],
    ['something long', 'bcrt', `bcrt1q${'q'.repeat(100)}`],
  ] as const)('refuses %s', (_, prefix, address) => {
    expect(bitcoinAddressOf(address, prefix)).toBeUndefined()
  })

  it('answers a refusal naming the chain and its shapes, the way a bad Solana address is refused', () => {
    const chain = { name: 'Bitcoin Regtest', addressPrefix: 'bcrt' as const }
    expect(bitcoinAccountAddressOf({ address: alice.toUpperCase() }, chain)).toBe(alice)
    const refusal = (() => {
      try {
        bitcoinAccountAddressOf({ address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq' }, chain)
      } catch (error) {
        return error
      }
    })()
    expect(refusal).toBeInstanceOf(HttpError)
    expect(refusal).toMatchObject({
      status: 400,
      message: 'address must be an address of Bitcoin Regtest (bcrt1…, m…, n… or 2…)',
    })
  })
})
