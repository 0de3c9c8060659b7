import { useRef } from 'react'
import { useKit, useKitState } from '@gatehouse/controllers/react'
import { ListItem, NetworkImage, Text, WalletImage } from '@gatehouse/ui'
import { useAppkitMessages } from '../../i18n/appkitMessages'
import { chainName } from '../shared/chainName'
import { useFocusFirst } from '../shared/useFocusFirst'

/**
 * A wallet that announced itself on several chains (a MULTI_CHAIN connector, docs/reference/entities.md#connector) is listed
 * once; here the visitor picks the chain to connect it on. A chain it is already connected on is
 * marked; connecting another keeps that one connected beside it.
 */
export default function ConnectingMultiChainView() {
  const kit = useKit()
  const messages = useAppkitMessages()
  const connector = useKitState((k) => k.router.state).data?.connector
  const connection = useKitState((k) => k.connection.state)
  const listRef = useRef<HTMLUListElement>(null)
  const parts = connector?.connectors ?? []
  useFocusFirst(listRef, parts.length > 0)
  if (!connector) return null

  return (
    <div className="gh-view">
      <div className="gh-view--centered">
        <WalletImage name={connector.name} src={connector.imageUrl} size={64} />
        <Text as="h3" variant="title" align="center">
          {messages.titleChooseChain()}
        </Text>
        <Text variant="small" tone="muted" align="center">
          {messages.chooseChainText({ wallet: connector.name })}
        </Text>
      </div>
      <ul className="gh-view__list" aria-label={messages.titleChooseChain()} ref={listRef}>
        {parts.map((part) => {
          const chain = chainName(part.chain, messages)
          const network = kit.chain.network(part.chain)
          const here = connection.namespaces[part.chain]
          const connected = here?.status === 'connected' && here.connectorId === part.id
          return (
            <li key={`${part.chain}:${part.id}`}>
              <ListItem
                media={
                  <NetworkImage name={network?.name ?? chain} src={network?.assets?.imageUrl} size={32} />
                }
                label={messages.connectOnChain({ chain })}
                tag={connected ? messages.tagConnected() : undefined}
                onClick={() => kit.router.push('ConnectingExternal', { connector: part })}
              />
            </li>
          )
        })}
      </ul>
    </div>
  )
}
