import { useCallback, useEffect, useState } from 'react'
import { useKit, useKitState } from '@gatehouse/controllers/react'
import { SearchInput, StatusMessage, useStyles } from '@gatehouse/ui'
import { useAppkitMessages } from '../../i18n/appkitMessages'
import css from './allWallets.css?inline'
import { useOpenWallet } from '../shared/useOpenWallet'
import { usePairing } from '../shared/usePairing'
import { WalletGrid } from './WalletGrid'
import { useWalletGridItems, type WalletGridItem } from './useWalletGridItems'

/** Typing pauses this long before a search is sent. */
const searchDebounce = 150

/**
 * Every wallet of the catalogue: search, a virtualized grid with infinite scroll, installed and recent
 * wallets marked. When the catalogue is unreachable the bundled list is shown with a retry.
 */
export default function AllWalletsView() {
  useStyles(css)
  const kit = useKit()
  const messages = useAppkitMessages()
  const catalogue = useKitState((k) => k.catalogue.state)
  const [query, setQuery] = useState(catalogue.search.query)
  const searching = query.trim().length > 0
  const items = useWalletGridItems(searching)
  const openWallet = useOpenWallet()
  // Phones open wallet apps inside the tap: have the pairing URI ready before it.
  usePairing(kit.platform.isMobile())

  useEffect(() => void kit.catalogue.load(), [kit])
  useEffect(() => {
    const timer = setTimeout(() => void kit.catalogue.search(query), searching ? searchDebounce : 0)
    return () => clearTimeout(timer)
  }, [kit, query, searching])

  const choose = useCallback((item: WalletGridItem) => openWallet(item.wallet), [openWallet])
  const loadMore = useCallback(() => void kit.catalogue.loadNextPage(), [kit])
  const imageUrl = useCallback((item: WalletGridItem) => kit.catalogue.imageUrl(item.wallet), [kit])

  const firstLoad = catalogue.status === 'idle' || catalogue.status === 'loading'
  const searchBusy = searching && catalogue.search.status === 'loading'
  return (
    <div className="gh-all-wallets">
      <SearchInput value={query} onChange={setQuery} autoFocus={!kit.platform.isMobile()} />
      {catalogue.usingFallback && !searching && (
        <StatusMessage
          tone="error"
          title={messages.walletListUnavailableTitle()}
          description={messages.walletListUnavailableText()}
          actionLabel={messages.tryAgain()}
          onAction={() => void kit.catalogue.retry()}
        />
      )}
      {searching && catalogue.search.status === 'error' && (
        <StatusMessage
          tone="error"
          title={messages.searchUnavailableTitle()}
          description={messages.searchUnavailableText()}
          actionLabel={messages.tryAgain()}
          onAction={() => void kit.catalogue.search(query)}
        />
      )}
      {searching && catalogue.search.status === 'ready' && items.length === 0 ? (
        <StatusMessage
          tone="neutral"
          title={messages.noWalletTitle()}
          description={messages.nothingMatches({ query: query.trim() })}
        />
      ) : (
        <div aria-busy={firstLoad || searchBusy}>
          <WalletGrid
            label={searching ? messages.walletsMatching({ query: query.trim() }) : messages.allWalletsGrid()}
            items={firstLoad || searchBusy ? [] : items}
            hasMore={!searching && !catalogue.usingFallback && catalogue.wallets.length < catalogue.count}
            loadingMore={firstLoad || searchBusy || (!searching && catalogue.pageStatus === 'loading')}
            onEndReached={loadMore}
            onChoose={choose}
            imageUrl={imageUrl}
          />
        </div>
      )}
      {!searching && catalogue.pageStatus === 'error' && !catalogue.usingFallback && (
        <StatusMessage
          tone="error"
          title={messages.moreWalletsFailed()}
          actionLabel={messages.tryAgain()}
          onAction={loadMore}
        />
      )}
      <span className="gh-visually-hidden" aria-live="polite">
        {searching && catalogue.search.status === 'ready'
          ? messages.walletsFound({ count: items.length })
          : ''}
      </span>
    </div>
  )
}
