import { describe, expect, it, vi } from 'vitest'
import { changedAccounts, sessionAccounts } from './sessionAccounts'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const session = (accounts: unknown) =>
  ({ session: { namespaces: { eip155: { accounts } } } }) as unknown as Parameters<typeof sessionAccounts>[0]

describe("a WalletConnect session's accounts", () => {
  it('are its eip155 addresses, checksummed, each once', () => {
    const lower = address.toLowerCase()
    expect(sessionAccounts(session([`eip155:1:${lower}`, `eip155:31337:${address}`]))).toEqual([address])
    expect(sessionAccounts({ session: undefined } as never)).toEqual([])
  })

  it.each([
    ['a non-address and null', ['eip155:1:not-an-address', null]],
    ['an account and null', [`eip155:1:${address}`, null]],
    ['a bare address', [address]],
    ['no list', 'oops'],
  ])('refuse %s with the catalogue error, not a TypeError or InvalidAddressError', (_case, accounts) => {
    expect(() => sessionAccounts(session(accounts))).toThrow(
      expect.objectContaining({ code: 'WalletAnswerUnreadable' }),
    )
  })
})

describe('an accountsChanged of a WalletConnect wallet', () => {
  it('reads addresses, and an empty list as a wallet that let go', () => {
    expect(changedAccounts([address.toLowerCase()])).toEqual([address])
    expect(changedAccounts([])).toEqual([])
  })

  it('is ignored, with a warning, when it is junk', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    expect(changedAccounts(['not-an-address', null])).toBeUndefined()
    expect(warn).toHaveBeenCalledOnce()
  })
})
