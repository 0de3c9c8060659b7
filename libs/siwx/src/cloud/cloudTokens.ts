/** What the client keeps of one sign-in: the bearer token and what revoking needs. */
export interface CloudToken {
  token: string
  /** The session id (the `pci` of the revoke call). */
  id: string
  signature: string
}

/** The part of the Web Storage API the client uses (`localStorage` in a browser). */
export type TokenStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

const isCloudToken = (value: unknown): value is CloudToken =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as CloudToken).token === 'string' &&
  typeof (value as CloudToken).id === 'string' &&
  typeof (value as CloudToken).signature === 'string'

/** `<chainId>|<address in lower case>`: one token per account and network. */
export const tokenKey = (chainId: string, address: string) => `${chainId}|${address.toLowerCase()}`

/**
 * The bearer tokens of the signed-in accounts, one per account and network, as one JSON object under
 * one storage key. Anything unreadable there counts as no token.
 */
export function createTokenStore(storage: TokenStorage, storageKey: string) {
  function readAll(): Record<string, CloudToken> {
    let parsed: unknown
    try {
      parsed = JSON.parse(storage.getItem(storageKey) ?? '{}')
    } catch {
      return {}
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {}
    return Object.fromEntries(Object.entries(parsed).filter(([, value]) => isCloudToken(value)))
  }
  function writeAll(tokens: Record<string, CloudToken>): void {
    if (Object.keys(tokens).length === 0) storage.removeItem(storageKey)
    else storage.setItem(storageKey, JSON.stringify(tokens))
  }
  return {
    get: (chainId: string, address: string): CloudToken | undefined => readAll()[tokenKey(chainId, address)],
    set(chainId: string, address: string, token: CloudToken): void {
      writeAll({ ...readAll(), [tokenKey(chainId, address)]: token })
    },
    remove(chainId: string, address: string): void {
      const key = tokenKey(chainId, address)
      writeAll(Object.fromEntries(Object.entries(readAll()).filter(([stored]) => stored !== key)))
    },
    /** Every stored token with its key's chain id and address. */
    entries(): { chainId: string; address: string; token: CloudToken }[] {
      return Object.entries(readAll()).map(([key, token]) => {
        const [chainId = '', address = ''] = key.split('|')
        return { chainId, address, token }
      })
    },
  }
}

/** The token store's interface. */
export type TokenStore = ReturnType<typeof createTokenStore>
