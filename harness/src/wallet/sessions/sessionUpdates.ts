import type { IWalletKit } from '@reown/walletkit'
import type { SessionTypes } from '@walletconnect/types'
import { eip155Chain, sessionChainId, switchedNamespaces } from './eip155'

/**
 * Moves a session to `chainId` from the wallet's side: a session update (the chain first, added if
 * new), then `chainChanged`, which dapp providers act on. Resolves false when it was already there.
 */
export async function switchSessionChain(
  kit: IWalletKit,
  session: SessionTypes.Struct,
  chainId: number,
  address: string,
): Promise<boolean> {
  if (sessionChainId(session) === chainId) return false
  await updateThenAnnounce(kit, session, chainId, address, { name: 'chainChanged', data: chainId })
  return true
}

/** Moves a session to another account on its current chain: a session update, then `accountsChanged`. */
export async function moveSessionToAccount(
  kit: IWalletKit,
  session: SessionTypes.Struct,
  address: string,
  fallbackChainId: number,
): Promise<void> {
  const chainId = sessionChainId(session) ?? fallbackChainId
  await updateThenAnnounce(kit, session, chainId, address, { name: 'accountsChanged', data: [address] })
}

/** The session update to `chainId` and `address`, then `event`, which dapp providers act on. */
async function updateThenAnnounce(
  kit: IWalletKit,
  session: SessionTypes.Struct,
  chainId: number,
  address: string,
  event: { name: string; data: unknown },
): Promise<void> {
  const namespaces = switchedNamespaces(session, chainId, address)
  // Not awaiting the dapp's acknowledgement: the event below must not wait on it.
  await kit.updateSession({ topic: session.topic, namespaces })
  // Not every dapp asks for every event; the session update alone still tells those.
  if (namespaces.eip155?.events.includes(event.name)) {
    await kit.emitSessionEvent({ topic: session.topic, chainId: eip155Chain(chainId), event })
  }
}
