import { useState } from 'react'
import { namedWallets, walletConnectName, findNamedConnector } from '@gatehouse/controllers'
import { useKitState } from '@gatehouse/controllers/react'
import { WalletButton } from '@gatehouse/ui'
import type { AppKit } from '../api/types'
import { prepareModalOf } from '../api/kitRegistry'
import { useAnnouncedWallet } from './useAnnouncedWallet'

/** The name a wallet button shows before wallets are discovered: a known brand's, or what the host wrote. */
function displayName(wallet: string): string {
  if (wallet === walletConnectName) return 'WalletConnect'
  return namedWallets[wallet.toLowerCase()]?.name ?? wallet
}

/** The rdns an installed wallet would announce for this name: a short name's, or the name itself. */
function rdnsOf(wallet: string): string | undefined {
  return namedWallets[wallet.toLowerCase()]?.rdns ?? (wallet.includes('.') ? wallet : undefined)
}

/**
 * `<appkit-wallet-button wallet="…">`: one wallet's logo and name; a press connects that wallet
 * directly (see `connectWallet`). An installed wallet shows its own name and icon from its EIP-6963
 * announcement; a wallet that is not installed shows its brand name.
 */
export function WalletButtonElementView(props: { appkit: AppKit; wallet: string; disabled: boolean }) {
  const { connectors } = useKitState((k) => k.connectors.state)
  const [pending, setPending] = useState(false)
  const isWalletConnect = props.wallet === walletConnectName
  const installed = isWalletConnect ? undefined : findNamedConnector(connectors, props.wallet)
  const announced = useAnnouncedWallet(isWalletConnect ? undefined : rdnsOf(props.wallet))

  async function connect() {
    setPending(true)
    try {
      await props.appkit.connectWallet(props.wallet)
    } catch (error) {
      // The host hears it as CONNECT_ERROR (or reads this); a refusal is a normal outcome.
      console.warn(`[gatehouse] <appkit-wallet-button wallet="${props.wallet}">`, error)
    } finally {
      setPending(false)
    }
  }

  return (
    <WalletButton
      walletName={installed?.name ?? announced?.name ?? displayName(props.wallet)}
      walletImageUrl={installed?.imageUrl ?? announced?.icon}
      loading={pending}
      disabled={props.disabled || props.wallet === ''}
      onIntent={() => prepareModalOf(props.appkit)}
      onClick={() => void connect()}
    />
  )
}
