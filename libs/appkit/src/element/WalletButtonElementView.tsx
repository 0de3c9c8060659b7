import { useState } from 'react'
import { findNamedConnector } from '@gatehouse/controllers'
import { useKitState } from '@gatehouse/controllers/react'
import { WalletButton } from '@gatehouse/ui'
import type { AppKit } from '../api/types'
import { prepareModalOf } from '../api/kitRegistry'
import { useAnnouncedWallet } from './useAnnouncedWallet'
import { displayName, rdnsOf } from './walletNames'

/**
 * `<appkit-wallet-button wallet="…">`: one wallet's logo and name; a press connects that wallet
 * directly (see `connectWallet`). An installed wallet shows its own name and icon from its EIP-6963
 * announcement; a wallet that is not installed shows its brand name.
 */
export function WalletButtonElementView(props: { appkit: AppKit; wallet: string; disabled: boolean }) {
  const { connectors } = useKitState((k) => k.connectors.state)
  const [pending, setPending] = useState(false)
  // `walletConnect` is never an installed wallet, nor has it an rdns.
  const installed = findNamedConnector(connectors, props.wallet)
  const announced = useAnnouncedWallet(rdnsOf(props.wallet))

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
