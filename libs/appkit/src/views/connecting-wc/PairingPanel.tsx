import type { WalletConnectState } from '@gatehouse/controllers'
import { useCopy, useKit } from '@gatehouse/controllers/react'
import { Button, CopyField, QrCode, Skeleton, StatusMessage } from '@gatehouse/ui'

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
  const { copied, copy } = useCopy('Link copied')
  const { pairing, walletName } = props

  if (pairing.status === 'error') {
    return pairing.rejected ? (
      <StatusMessage
        tone="error"
        title="Connection declined"
        description={`The request was declined${walletName ? ` in ${walletName}` : ''}. You can try again.`}
        actionLabel="Try again"
        onAction={() => kit.walletConnect.retry()}
      />
    ) : (
      <StatusMessage
        tone="error"
        title="Connection failed"
        description={pairing.error}
        actionLabel="Try again"
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
            label={walletName ? `QR code to connect with ${walletName}` : 'WalletConnect QR code'}
            imageUrl={props.imageUrl}
            imageAlt={walletName ?? 'WalletConnect'}
          />
        ) : (
          <div role="status" aria-label="Preparing the QR code" aria-busy="true">
            <Skeleton width={qrSize} height={qrSize} radius="m" />
          </div>
        ))}
      {uri ? (
        <CopyField value={uri} label="Connection link" copied={copied} onCopy={() => void copy(uri)} />
      ) : (
        !props.showQr && (
          <Button variant="neutral" disabled loading>
            Preparing the link
          </Button>
        )
      )}
    </>
  )
}
