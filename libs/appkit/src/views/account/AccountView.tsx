import { useEffect } from 'react'
import { formatAddress, formatBalance } from '@gatehouse/common'
import { useKit, useKitState } from '@gatehouse/controllers/react'
import {
  Avatar,
  Button,
  Icon,
  IconButton,
  NetworkBadge,
  Skeleton,
  Text,
  useStyles,
  WalletImage,
} from '@gatehouse/ui'
import css from './account.css?inline'
import { useDisconnectAction } from '../shared/useDisconnectAction'
import { useCopy } from '../shared/useCopy'

/** The connected account: avatar, address, native balance, network, wallet, explorer link and disconnect. */
export default function AccountView() {
  useStyles(css)
  const kit = useKit()
  const chain = useKitState((k) => k.chain.state)
  const connection = useKitState((k) => k.connection.state)
  const connectors = useKitState((k) => k.connectors.state)
  const { copied, copy } = useCopy('Address copied')
  const disconnect = useDisconnectAction()
  const namespace = chain.activeNamespace
  const account = chain.namespaces[namespace]?.account
  const network = kit.chain.network(namespace)
  const connectorId = connection.namespaces[namespace]?.connectorId
  const connector = connectors.byNamespace[namespace]?.find((candidate) => candidate.id === connectorId)

  useEffect(() => {
    void kit.refreshBalance()
  }, [kit, account?.caipAddress])

  if (!account?.address) return null
  const address = account.address

  return (
    <div className="gh-view">
      <div className="gh-account__identity">
        <Avatar address={address} size={72} />
        <div className="gh-account__address">
          <Text as="p" variant="title">
            <span aria-hidden="true">{formatAddress(address)}</span>
            <span className="gh-visually-hidden">{address}</span>
          </Text>
          <IconButton
            icon={copied ? 'check' : 'copy'}
            tone={copied ? 'success' : undefined}
            label="Copy address"
            onClick={() => void copy(address)}
          />
        </div>
        {account.balance !== undefined ? (
          <Text as="p" variant="body" tone="muted" className="gh-account__balance">
            {formatBalance(account.balance)} {account.balanceSymbol}
          </Text>
        ) : account.balanceLoading ? (
          <Skeleton width={140} height={22} />
        ) : (
          network && (
            <Button variant="ghost" size="sm" icon="refresh" onClick={() => void kit.refreshBalance(true)}>
              Balance unavailable. Retry
            </Button>
          )
        )}
        <NetworkBadge
          name={network?.name}
          imageUrl={network?.assets?.imageUrl}
          onClick={() => kit.router.push(network ? 'Networks' : 'UnsupportedChain')}
          actionLabel={
            network ? `Network: ${network.name}. Switch network` : 'Unsupported network. Switch network'
          }
        />
        {connector && (
          <Text as="p" variant="small" tone="muted" className="gh-account__wallet">
            <WalletImage name={connector.name} src={connector.imageUrl} size={16} />
            Connected with {connector.name}
          </Text>
        )}
      </div>
      <div className="gh-account__actions">
        {network?.blockExplorers && (
          <a
            className="gh-account__explorer"
            href={`${network.blockExplorers.default.url}/address/${address}`}
            target="_blank"
            rel="noreferrer noopener"
          >
            View on {network.blockExplorers.default.name}
            <Icon name="externalLink" size={16} />
          </a>
        )}
        <Button variant="danger" icon="disconnect" fullWidth onClick={() => void disconnect()}>
          Disconnect
        </Button>
      </div>
    </div>
  )
}
