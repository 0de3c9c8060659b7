import type { CaipNetworkId, SIWXSession } from '@gatehouse/common'
import { readSessions } from './sessionSchema'
import type { SIWXStorage } from './SIWXStorage'

/** The key DefaultSIWX keeps its sessions under. */
export const defaultSessionsKey = '@gatehouse/siwx/sessions'

const sameAccount = (session: SIWXSession, chainId: CaipNetworkId, address: string) =>
  session.data.chainId === chainId && session.data.accountAddress.toLowerCase() === address.toLowerCase()

/**
 * Sessions in the browser's localStorage under one key, so they survive a reload; a stored value of
 * the wrong shape reads as no session.
 */
export function createLocalStorage(
  options: { key?: string; storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> } = {},
): SIWXStorage {
  const key = options.key ?? defaultSessionsKey
  const store = () => options.storage ?? window.localStorage
  const read = () => readSessions(store().getItem(key))
  const write = (sessions: SIWXSession[]) => {
    if (sessions.length === 0) store().removeItem(key)
    else store().setItem(key, JSON.stringify(sessions))
  }
  return {
    async add(session) {
      const { chainId, accountAddress } = session.data
      write([...read().filter((stored) => !sameAccount(stored, chainId, accountAddress)), session])
    },
    async set(sessions) {
      write(sessions)
    },
    async get(chainId, address) {
      return read().filter((session) => sameAccount(session, chainId, address))
    },
    async delete(chainId, address) {
      write(read().filter((session) => !sameAccount(session, chainId, address)))
    },
  }
}
