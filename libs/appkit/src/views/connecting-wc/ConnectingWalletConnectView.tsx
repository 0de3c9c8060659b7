import { formatWalletLink } from '@gatehouse/common'
import { useKit, useKitState } from '@gatehouse/controllers/react'
import { Button, Text, useStyles, WalletImage } from '@gatehouse/ui'
import { useAppkitMessages } from '../../i18n/appkitMessages'
import { usePairing } from '../shared/usePairing'
import { PairingPanel } from './PairingPanel'
import { storeLink } from './storeLink'
import { walletAppLinks } from './walletAppLinks'
import css from '../shared/connecting.css?inline'

/**
 * Connecting a catalogue wallet over WalletConnect. On a computer: the QR code with the wallet's
 * image, the link to copy, and the wallet's desktop or web app when it has one. On a phone: open the
 * wallet app (the link carries the encoded pairing URI), again if needed, or get the app.
 */
export default function ConnectingWalletConnectView() {
  useStyles(css)
  const kit = useKit()
  const messages = useAppkitMessages()
  const wallet = useKitState((k) => k.router.state).data?.wallet
  const pairing = usePairing()
  if (!wallet) return null
  const isMobile = kit.platform.isMobile()
  const imageUrl = kit.catalogue.imageUrl(wallet)
  const uri = pairing.status === 'ready' ? pairing.uri : undefined
  const open = (link: string, target: '_self' | '_blank') => {
    const url = uri ? formatWalletLink(link, uri) : undefined
    if (url) kit.platform.openUrl(url, target)
  }
  // Links from the catalogue pass the scheme allowlist here too: a refused one gets no button.
  const links = walletAppLinks(wallet, isMobile)
  const getApp = isMobile ? storeLink(wallet, navigator.userAgent) : undefined

  return (
    <div className="gh-view gh-view--centered">
      {isMobile && (
        <span className="gh-connecting__image" data-state={pairing.status === 'error' ? 'error' : 'loading'}>
          <WalletImage name={wallet.name} src={imageUrl} size={80} />
        </span>
      )}
      {pairing.status !== 'error' && (
        <>
          <Text variant="title" align="center">
            {isMobile
              ? messages.continueIn({ wallet: wallet.name })
              : messages.scanWith({ wallet: wallet.name })}
          </Text>
          <Text variant="small" tone="muted" align="center">
            {isMobile ? messages.acceptInWallet() : messages.openOnPhone({ wallet: wallet.name })}
          </Text>
        </>
      )}
      <PairingPanel pairing={pairing} walletName={wallet.name} imageUrl={imageUrl} showQr={!isMobile} />
      {pairing.status !== 'error' && (
        <div className="gh-connecting__actions">
          {links.app && (
            <Button
              variant="accent"
              icon="externalLink"
              disabled={!uri}
              onClick={() => open(links.app as string, '_self')}
            >
              {isMobile
                ? messages.openWallet({ wallet: wallet.name })
                : messages.openWalletDesktop({ wallet: wallet.name })}
            </Button>
          )}
          {links.web && (
            <Button
              variant="neutral"
              icon="externalLink"
              disabled={!uri}
              onClick={() => open(links.web as string, '_blank')}
            >
              {messages.openWalletWebApp({ wallet: wallet.name })}
            </Button>
          )}
          {getApp && (
            <a className="gh-connecting__store" href={getApp} target="_blank" rel="noopener noreferrer">
              {messages.getWallet({ wallet: wallet.name })}
            </a>
          )}
        </div>
      )}
      <span aria-live="polite" className="gh-visually-hidden">
        {pairing.status === 'ready' ? messages.waitingFor({ wallet: wallet.name }) : ''}
      </span>
    </div>
  )
}
