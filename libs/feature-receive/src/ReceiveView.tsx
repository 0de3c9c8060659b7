import { useActiveNamespace, useCopy, useFeatureContext } from '@gatehouse/controllers/react'
import { Button, NetworkImage, QrCode, StatusMessage, Text, useStyles } from '@gatehouse/ui'
import css from './receive.css?inline'

/**
 * The Receive view: the account's address as a QR code and in full with a copy button, and the
 * networks of its namespace the host configured, so the visitor knows where this address receives.
 */
export function ReceiveView() {
  useStyles(css)
  const { chain } = useFeatureContext()
  const { copied, copy } = useCopy('Address copied')
  const namespace = useActiveNamespace()
  const address = namespace?.account.address
  const network = chain.network()

  if (!address || !namespace) {
    return (
      <div className="gh-view">
        <StatusMessage
          tone="neutral"
          title="No account connected"
          description="Connect a wallet to receive."
        />
      </div>
    )
  }

  return (
    <div className="gh-view gh-receive">
      <QrCode
        value={address}
        label="QR code of your address"
        imageUrl={network?.assets?.imageUrl}
        imageAlt={network?.name ?? 'Address'}
        size={240}
      />
      <div className="gh-receive__address">
        <Text variant="small" tone="muted" align="center">
          Your address
        </Text>
        <Text as="p" align="center" className="gh-receive__value">
          {address}
        </Text>
      </div>
      <Button icon={copied ? 'check' : 'copy'} variant="neutral" fullWidth onClick={() => void copy(address)}>
        {copied ? 'Copied' : 'Copy address'}
      </Button>
      <section className="gh-receive__networks" aria-labelledby="gh-receive-networks">
        <Text as="h2" variant="small" tone="muted" id="gh-receive-networks">
          Receive on these networks only
        </Text>
        <ul className="gh-receive__network-list">
          {namespace.networks.map((candidate) => (
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
