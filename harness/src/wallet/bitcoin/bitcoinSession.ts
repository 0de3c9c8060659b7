import type { IWalletKit } from '@reown/walletkit'
import type { SessionTypes } from '@walletconnect/types'
import type { BitcoinKey } from './bitcoinKey'
import { bitcoinAccountAddresses, bitcoinChainNetwork } from './bitcoinNamespace'

/** The session's first bip122 chain: the one the addresses are given for. */
function firstBitcoinChain(namespaces: SessionTypes.Namespaces): string | undefined {
  const bip122 = namespaces['bip122']
  return bip122?.chains?.[0] ?? bip122?.accounts[0]?.split(':').slice(0, 2).join(':')
}

/**
 * `sessionProperties.bip122_getAccountAddresses` for an approval that includes bip122: the
 * getAccountAddresses answer (on the first approved chain), as JSON since session properties are
 * strings. Undefined without bip122.
 */
export function bitcoinSessionProperties(
  namespaces: SessionTypes.Namespaces,
  key: BitcoinKey,
): Record<string, string> | undefined {
  const chain = firstBitcoinChain(namespaces)
  if (!chain) return undefined
  return {
    bip122_getAccountAddresses: JSON.stringify(bitcoinAccountAddresses(key, bitcoinChainNetwork(chain))),
  }
}

/**
 * Emits `bip122_addressesChanged` (the getAccountAddresses answer) on the session's first bip122
 * chain, as the spec asks right after approval; nothing when the dapp did not ask for the event.
 */
export async function announceBitcoinAddresses(
  kit: Pick<IWalletKit, 'emitSessionEvent'>,
  session: Pick<SessionTypes.Struct, 'topic' | 'namespaces'>,
  key: BitcoinKey,
): Promise<boolean> {
  const chainId = firstBitcoinChain(session.namespaces)
  if (!chainId || !session.namespaces['bip122']?.events.includes('bip122_addressesChanged')) return false
  await kit.emitSessionEvent({
    topic: session.topic,
    chainId,
    event: {
      name: 'bip122_addressesChanged',
      data: bitcoinAccountAddresses(key, bitcoinChainNetwork(chainId)),
    },
  })
  return true
}
