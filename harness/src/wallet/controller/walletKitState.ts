import type { IWalletKit, WalletKitTypes } from '@reown/walletkit'
import type { WalletSnapshot } from './walletSnapshot'

/**
 * The relay socket as a wallet screen shows it: the SDK connects only once it has a pairing or a
 * session to listen for, so without topics a closed socket is 'idle', not 'disconnected'.
 */
export function relayState(kit: IWalletKit): WalletSnapshot['relay'] {
  const { relayer } = kit.core
  if (relayer.connected) return 'connected'
  return relayer.subscriber.hasAnyTopics ? 'disconnected' : 'idle'
}

/**
 * Proposals left pending by an earlier run of the page. Storage keeps them without the verify
 * result; this wallet never asks the verify server anyway (see index.html), so the origin stays
 * unverified.
 */
export function restoredProposals(kit: IWalletKit): WalletKitTypes.SessionProposal[] {
  return Object.values(kit.getPendingSessionProposals()).map((params) => ({
    id: params.id,
    params,
    verifyContext: {
      verified: { origin: params.proposer.metadata.url, validation: 'UNKNOWN', verifyUrl: '' },
    },
  }))
}

/**
 * The SDK waits 1 s between queued session requests; answers come one at a time anyway, so the
 * pause only slows people and tests down. The field is private in its types, public at run time.
 */
export function answerQueuedRequestsAtOnce(kit: IWalletKit): void {
  const engine = (kit.engine.signClient as unknown as { engine?: { requestQueueDelay?: number } }).engine
  if (engine) engine.requestQueueDelay = 0
}

/** Listens to one WalletKit event; returns what stops it. */
export function listenToKit<E extends WalletKitTypes.Event>(
  kit: IWalletKit,
  event: E,
  listener: (args: WalletKitTypes.EventArguments[E]) => void,
): () => void {
  kit.on(event, listener)
  return () => kit.off(event, listener)
}

/** Calls `listener` whenever the relay socket opens or closes; returns what stops it. */
export function listenToRelay(kit: IWalletKit, listener: () => void): () => void {
  const { relayer } = kit.core
  relayer.on('relayer_connect', listener)
  relayer.on('relayer_disconnect', listener)
  return () => {
    relayer.off('relayer_connect', listener)
    relayer.off('relayer_disconnect', listener)
  }
}
