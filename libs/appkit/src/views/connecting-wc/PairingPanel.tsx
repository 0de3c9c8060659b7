import type { WalletConnectState } from '@gatehouse/controllers'
import { useCopy, useKit } from '@gatehouse/controllers/react'
import { Button, CopyField, QrCode, Skeleton, StatusMessage } from '@gatehouse/ui'
import { useAppkitMessages } from '../../i18n/appkitMessages'
import { visibleText } from '../../i18n/visibleMessages'

const qrSize = 280

/**
 * The pairing as a QR code with a copy-link field, a placeholder while the URI is on its way, or the
 * failure with a retry (relay unreachable, wallet declined).
 */
export function PairingPanel(props: {
  pairing: WalletConnectState
  walletName?: string | undefined
  imageUrl?: string | undefined
  showQr: boolean
}) {
  const kit = useKit()
  const messages = useAppkitMessages()
  const { copied, copy } = useCopy({ copied: messages.linkCopied(), notAllowed: messages.copyNotAllowed() })
  const { pairing, walletName } = props

  if (pairing.status === 'error') {
    return pairing.rejected ? (
      <StatusMessage
        tone="error"
        title={messages.connectionDeclined()}
        description={walletName ? messages.declinedIn({ wallet: walletName }) : messages.declined()}
        actionLabel={messages.tryAgain()}
        onAction={() => kit.walletConnect.retry()}
      />
    ) : (
      <StatusMessage
        tone="error"
        title={messages.connectionFailed()}
        description={pairing.error && visibleText(pairing.error, messages)}
        actionLabel={messages.tryAgain()}
        onAction={() => kit.walletConnect.retry()}
      />
    )
  }
  const uri = pairing.status === 'ready' ? pairing.uri : undefined
  return (
    <>
      {props.showQr &&
        (uri ? (
          <QrCode
            value={uri}
            size={qrSize}
            label={walletName ? messages.qrCodeFor({ wallet: walletName }) : messages.qrCodeWalletConnect()}
            imageUrl={props.imageUrl}
            imageAlt={walletName ?? messages.titleWalletConnect()}
          />
        ) : (
          <div role="status" aria-label={messages.preparingQr()} aria-busy="true">
            <Skeleton width={qrSize} height={qrSize} radius="m" />
          </div>
        ))}
      {uri ? (
        <CopyField
          value={uri}
          label={messages.connectionLink()}
          copied={copied}
          onCopy={() => void copy(uri)}
        />
      ) : (
        !props.showQr && (
          <Button variant="neutral" disabled loading>
            {messages.preparingLink()}
          </Button>
        )
      )}
    </>
  )
}
