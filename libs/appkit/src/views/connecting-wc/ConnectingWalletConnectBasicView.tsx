import { useKit } from '@gatehouse/controllers/react'
import { Button, Text } from '@gatehouse/ui'
import { useAppkitMessages } from '../../i18n/appkitMessages'
import { usePairing } from '../shared/usePairing'
import { PairingPanel } from './PairingPanel'

/** Connecting any WalletConnect wallet: one QR code to scan, the link to copy, and the way to the wallet list. */
export default function ConnectingWalletConnectBasicView() {
  const kit = useKit()
  const messages = useAppkitMessages()
  const pairing = usePairing()
  return (
    <div className="gh-view gh-view--centered">
      {pairing.status !== 'error' && (
        <Text variant="small" tone="muted" align="center">
          {messages.scanAnyWallet()}
        </Text>
      )}
      <PairingPanel pairing={pairing} showQr />
      {kit.options.state.features.allWallets && (
        <Button variant="neutral" icon="wallet" onClick={() => kit.router.push('AllWallets')}>
          {messages.chooseYourWallet()}
        </Button>
      )}
      <span aria-live="polite" className="gh-visually-hidden">
        {pairing.status === 'ready' ? messages.qrReady() : ''}
      </span>
    </div>
  )
}
