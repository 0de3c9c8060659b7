import { useState } from 'react'
import { namedWallets, walletConnectName, findNamedConnector } from '@gatehouse/controllers'
import { useKit, useKitState } from '@gatehouse/controllers/react'
import { WalletButton } from '@gatehouse/ui'
import type { AppKit } from '../api/types'
import { preloadModal } from '../modal/loadModal'

/** The name a wallet button shows: the installed wallet's, a known brand's, or what the host wrote. */
function displayName(wallet: string, installedName: string | undefined): string {
  if (installedName) return installedName
  if (wallet === walletConnectName) return 'WalletConnect'
  return namedWallets[wallet.toLowerCase()]?.name ?? wallet
}

/**
 * `<appkit-wallet-button wallet="…">`: one wallet's logo and name; a press connects that wallet
 * directly (see `connectWallet`). Wallets are discovered on the first intent, so the installed
 * wallet's own logo appears from the first hover or focus.
 */
export function WalletButtonElementView(props: { appkit: AppKit; wallet: string; disabled: boolean }) {
  const kit = useKit()
  const { connectors } = useKitState((k) => k.connectors.state)
  const [pending, setPending] = useState(false)
  const installed =
    props.wallet === walletConnectName ? undefined : findNamedConnector(connectors, props.wallet)

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
      walletName={displayName(props.wallet, installed?.name)}
      walletImageUrl={installed?.imageUrl}
      loading={pending}
      disabled={props.disabled || props.wallet === ''}
      onIntent={() => preloadModal(kit)}
      onClick={() => void connect()}
    />
  )
}
