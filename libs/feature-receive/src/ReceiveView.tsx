import { useActiveNamespace, useCopy, useFeatureContext } from '@gatehouse/controllers/react'
import {
  Button,
  MessagesGate,
  NetworkImage,
  QrCode,
  Skeleton,
  StatusMessage,
  Text,
  useStyles,
} from '@gatehouse/ui'
import { receiveCatalogue, useReceiveMessages } from './i18n/receiveMessages'
import css from './receive.css?inline'
import { receivingNetworks } from './receivingNetworks'
import { receiveNeeds } from './needs'

const catalogues = [receiveCatalogue]

/**
 * The Receive view: the account's address as a QR code and in full with a copy button, and the
 * networks of its namespace the host configured that this address receives on (on Bitcoin, those of
 * its own address format), so the visitor knows where to have it paid.
 * Shown once its messages in the visitor's language have arrived.
 */
export function ReceiveView() {
  return (
    <MessagesGate
      catalogues={catalogues}
      fallback={
        <div className="gh-view" aria-busy="true">
          <Skeleton width={240} height={240} radius="m" />
        </div>
      }
    >
      <ReceiveAddress />
    </MessagesGate>
  )
}

function ReceiveAddress() {
  useStyles(css)
  const { chain } = useFeatureContext(receiveNeeds)
  const messages = useReceiveMessages()
  const { copied, copy } = useCopy({
    copied: messages.addressCopied(),
    notAllowed: messages.copyNotAllowed(),
  })
  const namespace = useActiveNamespace()
  const address = namespace?.account.address
  const network = chain.network()

  if (!address || !namespace) {
    return (
      <div className="gh-view">
        <StatusMessage
          tone="neutral"
          title={messages.noAccountTitle()}
          description={messages.noAccountText()}
        />
      </div>
    )
  }

  return (
    <div className="gh-view gh-receive">
      <QrCode
        value={address}
        label={messages.qrCodeLabel()}
        imageUrl={network?.assets?.imageUrl}
        imageAlt={network?.name ?? messages.address()}
        size={240}
      />
      <div className="gh-receive__address">
        <Text variant="small" tone="muted" align="center">
          {messages.yourAddress()}
        </Text>
        <Text as="p" align="center" className="gh-receive__value" dir="ltr">
          {address}
        </Text>
      </div>
      <Button icon={copied ? 'check' : 'copy'} variant="neutral" fullWidth onClick={() => void copy(address)}>
        {copied ? messages.copied() : messages.copyAddress()}
      </Button>
      <section className="gh-receive__networks" aria-labelledby="gh-receive-networks">
        <Text as="h2" variant="small" tone="muted" id="gh-receive-networks">
          {messages.networksTitle()}
        </Text>
        <ul className="gh-receive__network-list">
          {receivingNetworks(address, namespace.networks).map((candidate) => (
            <li key={candidate.caipNetworkId} className="gh-receive__network">
              <NetworkImage name={candidate.name} src={candidate.assets?.imageUrl} size={20} />
              {candidate.name}
            </li>
          ))}
        </ul>
      </section>
    </div>
  )
}
