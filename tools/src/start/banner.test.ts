import { describe, expect, it } from 'vitest'
import { bannerLine, bitcoinLines, readStartBanner, solanaLines } from './banner'

const printed = [
  bannerLine('demo', 'http://127.0.0.1:5173/'),
  bannerLine('wallet', 'http://127.0.0.1:5174/', '(WalletConnect, holds the dev keys below)'),
  bannerLine('cloud', 'http://127.0.0.1:8787', '(config, ...; relay ws://127.0.0.1:8787)'),
  '',
  '  Local chains          31337 at http://127.0.0.1:8545',
  '                        1337 at http://127.0.0.1:8546',
].join('\n')

describe("npm start's banner", () => {
  it('is read back: each service URL and each chain', () => {
    expect(readStartBanner(printed)).toEqual({
      urls: {
        demo: 'http://127.0.0.1:5173/',
        wallet: 'http://127.0.0.1:5174/',
        cloud: 'http://127.0.0.1:8787',
      },
      chains: { 31337: 'http://127.0.0.1:8545', 1337: 'http://127.0.0.1:8546' },
    })
  })

  it('is not complete while a line is missing', () => {
    expect(readStartBanner(printed.split('\n').slice(1).join('\n'))).toBeUndefined()
    expect(readStartBanner(printed.split('\n').slice(0, 3).join('\n'))).toBeUndefined()
  })
})

describe("npm start's Solana lines", () => {
  const chain = {
    rpcUrl: 'http://127.0.0.1:8899',
    wsUrl: 'ws://127.0.0.1:8900',
    tokens: [
      {
        mint: 'Mint1111111111111111111111111111111111111111',
        symbol: 'GUSD',
        name: 'Gatehouse Dollar',
        decimals: 6,
        program: 'token' as const,
      },
      {
        mint: 'Mint2222222222222222222222222222222222222222',
        symbol: 'GPT',
        name: 'Gatehouse Points 2022',
        decimals: 2,
        program: 'token-2022' as const,
      },
    ],
  }
  const defaults = { rpcUrl: 'http://127.0.0.1:8899', wsUrl: 'ws://127.0.0.1:8900' }

  it('print the RPC URL, the development keys and the mints', () => {
    const lines = solanaLines(chain, ['Key1', 'Key2'], defaults)
    expect(lines).toContain('RPC http://127.0.0.1:8899, subscriptions ws://127.0.0.1:8900')
    expect(lines).toMatch(/Key1\n\s+Key2/)
    expect(lines).toContain(
      'GUSD  Mint1111111111111111111111111111111111111111  (Gatehouse Dollar, SPL Token, 6 decimals)',
    )
    expect(lines).toContain(
      'GPT   Mint2222222222222222222222222222222222222222  (Gatehouse Points 2022, Token-2022, 2 decimals)',
    )
    expect(lines).not.toContain('busy')
  })

  it('say when the default ports were busy, and are not read as an EVM chain', () => {
    const lines = solanaLines({ ...chain, rpcUrl: 'http://127.0.0.1:40001' }, ['Key1'], defaults)
    expect(lines).toContain('was busy')
    expect(readStartBanner(`${printed}\n${lines}`)?.chains).toEqual({
      31337: 'http://127.0.0.1:8545',
      1337: 'http://127.0.0.1:8546',
    })
  })
})

describe("npm start's Bitcoin lines", () => {
  const defaultRestUrl = 'http://127.0.0.1:18445/api'

  it('show the REST base and each funded payment address', () => {
    const lines = bitcoinLines(defaultRestUrl, ['bcrt1qa', 'bcrt1qb'], defaultRestUrl)
    expect(lines).toContain('REST http://127.0.0.1:18445/api')
    expect(lines).toMatch(/bcrt1qa\n\s+bcrt1qb\n\s+\(P2WPKH, each holds 5 BTC/)
    expect(lines).not.toContain('busy')
  })

  it('name the busy port, and are not read as an EVM chain', () => {
    const lines = bitcoinLines('http://127.0.0.1:40002/api', ['bcrt1qa'], defaultRestUrl)
    expect(lines).toContain('port 18445 was busy')
    expect(readStartBanner(`${printed}\n${lines}`)?.chains).toEqual({
      31337: 'http://127.0.0.1:8545',
      1337: 'http://127.0.0.1:8546',
    })
  })
})
