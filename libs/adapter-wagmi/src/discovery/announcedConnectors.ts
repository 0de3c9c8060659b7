import type { Connector } from '@gatehouse/controllers'
import { toConnector } from '../runtime/toConnector'

/** What an EIP-6963 wallet announces about itself (its provider is wagmi's business, later). */
export interface AnnouncedWallet {
  uuid: string
  name: string
  icon: string
  rdns: string
}

/**
 * The connectors wagmi's config will have, before wagmi is loaded: WalletConnect when it is on, the
 * legacy "Browser Wallet" and one connector per announced wallet, with the ids wagmi gives them (an
 * announced wallet's rdns), so that a connect started from this list finds its wagmi connector.
 */
export function connectorsBeforeWagmi(params: {
  walletConnectConnectorId: string | undefined
  wallets: readonly AnnouncedWallet[]
}): Connector[] {
  const walletConnect = params.walletConnectConnectorId
    ? [
        toConnector({
          id: params.walletConnectConnectorId,
          name: 'WalletConnect',
          type: 'walletConnect',
          icon: undefined,
          rdns: undefined,
        }),
      ]
    : []
  const browserWallet = toConnector({
    id: 'injected',
    name: 'Injected',
    type: 'injected',
    icon: undefined,
    rdns: undefined,
  })
  const announced = params.wallets.map((wallet) =>
    toConnector({
      id: wallet.rdns,
      name: wallet.name,
      type: 'injected',
      icon: wallet.icon,
      rdns: wallet.rdns,
    }),
  )
  return [...walletConnect, browserWallet, ...announced]
}

function isAnnouncedWallet(info: unknown): info is AnnouncedWallet {
  const candidate = info as Partial<AnnouncedWallet> | null
  return (
    typeof candidate?.uuid === 'string' &&
    typeof candidate.name === 'string' &&
    typeof candidate.icon === 'string' &&
    typeof candidate.rdns === 'string' &&
    candidate.rdns.length > 0
  )
}

/**
 * Listens to EIP-6963 announcements and asks the page's wallets to announce themselves (they answer
 * at once, during the request's dispatch). `onChange` hears the wallets found so far, one per rdns,
 * first right after the request. Returns the function that stops listening. Needs no wagmi: the
 * Connect view lists these wallets while wagmi loads only when a connection starts.
 */
export function watchAnnouncedWallets(onChange: (wallets: readonly AnnouncedWallet[]) => void): () => void {
  const wallets = new Map<string, AnnouncedWallet>()
  const onAnnounce = (event: Event) => {
    const info: unknown = (event as CustomEvent<{ info?: unknown }>).detail?.info
    if (!isAnnouncedWallet(info) || wallets.has(info.rdns)) return
    const { uuid, name, icon, rdns } = info
    wallets.set(rdns, { uuid, name, icon, rdns })
    onChange([...wallets.values()])
  }
  window.addEventListener('eip6963:announceProvider', onAnnounce)
  window.dispatchEvent(new Event('eip6963:requestProvider'))
  onChange([...wallets.values()])
  return () => window.removeEventListener('eip6963:announceProvider', onAnnounce)
}
