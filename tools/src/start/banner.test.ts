import { describe, expect, it } from 'vitest'
import { bannerLine, readStartBanner } from './banner'

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
