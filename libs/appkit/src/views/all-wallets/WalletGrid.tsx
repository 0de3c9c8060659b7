import { useEffect, useRef } from 'react'
import { useVirtualizer } from '@tanstack/react-virtual'
import { useLocale, WalletCard, WalletCardSkeleton } from '@gatehouse/ui'
import type { WalletGridItem } from './useWalletGridItems'

const columns = 4
const rowHeight = 104

export interface WalletGridProps {
  items: WalletGridItem[]
  /** More wallets can be loaded below the last row. */
  hasMore: boolean
  loadingMore: boolean
  onEndReached(): void
  onChoose(item: WalletGridItem): void
  /** The image URL of a wallet on screen. */
  imageUrl(item: WalletGridItem): string | undefined
  label: string
}

/**
 * The AllWallets grid: four tiles a row, virtualized by rows (only what is on screen is rendered, so
 * hundreds of wallets scroll smoothly), asking for the next page two rows before the end.
 */
export function WalletGrid(props: WalletGridProps) {
  const scrollRef = useRef<HTMLDivElement>(null)
  // Columns run the reading way: right to left, each moves left of the one before.
  const columnStep = useLocale().dir === 'rtl' ? -100 : 100
  const rows = Math.ceil(props.items.length / columns) + (props.loadingMore ? 1 : 0)
  const virtualizer = useVirtualizer({
    count: rows,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: 3,
    initialRect: { width: 336, height: 420 },
  })
  const virtualRows = virtualizer.getVirtualItems()
  const lastRow = virtualRows.at(-1)?.index ?? 0
  const { hasMore, loadingMore, onEndReached } = props

  useEffect(() => {
    if (hasMore && !loadingMore && lastRow >= rows - 2) onEndReached()
  }, [hasMore, loadingMore, lastRow, rows, onEndReached])

  return (
    <div className="gh-wallet-grid" ref={scrollRef}>
      <ul
        className="gh-wallet-grid__inner"
        aria-label={props.label}
        style={{ height: virtualizer.getTotalSize() }}
      >
        {virtualRows.flatMap((row) => {
          const start = row.index * columns
          const rowItems = props.items.slice(start, start + columns)
          const top = row.start
          if (rowItems.length === 0) {
            return Array.from({ length: columns }, (_, column) => (
              <li
                key={`loading-${column}`}
                className="gh-wallet-grid__cell"
                style={cellStyle(top, column, columnStep)}
              >
                <WalletCardSkeleton />
              </li>
            ))
          }
          return rowItems.map((item, column) => (
            <li
              key={item.wallet.id}
              className="gh-wallet-grid__cell"
              style={cellStyle(top, column, columnStep)}
            >
              <WalletCard
                name={item.wallet.name}
                imageUrl={props.imageUrl(item)}
                installed={item.installed}
                recent={item.recent}
                onClick={() => props.onChoose(item)}
              />
            </li>
          ))
        })}
      </ul>
    </div>
  )
}

function cellStyle(top: number, column: number, columnStep: number) {
  return { transform: `translate(${column * columnStep}%, ${top}px)` }
}
