import { useRef } from 'react'
import { openConnecting, type ConnectEntry } from '@gatehouse/controllers'
import { useKit } from '@gatehouse/controllers/react'
import { Skeleton, Text, useLocale, WalletListItem } from '@gatehouse/ui'
import { useAppkitMessages } from '../../i18n/appkitMessages'
import { useFocusFirst } from '../shared/useFocusFirst'
import { useOpenWallet } from '../shared/useOpenWallet'
import { useIdleNumberFormat } from '../shared/useIdleNumberFormat'
import { usePairing } from '../shared/usePairing'
import { allWalletsTag } from './allWalletsTag'
import { useConnectEntries } from './useConnectEntries'

/** The Connect view's wallets: WalletConnect, the wallets found in this browser and the catalogue's picks, in the order of docs/reference/limits.md#connector-order. */
export function WalletSection() {
  const kit = useKit()
  const messages = useAppkitMessages()
  const digits = useIdleNumberFormat(useLocale().tag)
  const { discovered, entries, pendingWallets, allWallets } = useConnectEntries()
  const openWallet = useOpenWallet()
  const listRef = useRef<HTMLUListElement>(null)
  const isMobile = kit.platform.isMobile()
  // Phones launch wallet apps inside the tap, so the pairing URI is prepared as soon as the list shows.
  usePairing(isMobile && allWallets !== undefined)
  useFocusFirst(listRef, discovered && (entries.length > 0 || allWallets !== undefined))

  function choose(entry: ConnectEntry) {
    if (entry.connector) {
      openConnecting(kit.router, entry.connector, isMobile)
    } else if (entry.walletId) {
      const wallet = entry.wallet ?? kit.catalogue.find(entry.walletId)
      if (wallet) openWallet(wallet)
      else kit.router.push('AllWallets')
    }
  }

  const nothing = entries.length === 0 && allWallets === undefined
  return (
    <>
      {!discovered ? (
        <div
          className="gh-view__list"
          role="status"
          aria-busy="true"
          aria-label={messages.lookingForWallets()}
        >
          <Skeleton height={56} radius="m" />
          <Skeleton height={56} radius="m" />
        </div>
      ) : nothing ? (
        <div className="gh-view--centered">
          <Text variant="title" align="center">
            {messages.noWalletTitle()}
          </Text>
          <Text variant="small" tone="muted" align="center">
            {messages.noWalletText()}
          </Text>
        </div>
      ) : (
        <ul className="gh-view__list" aria-label={messages.openingWallets()} ref={listRef}>
          {entries.map((entry) => (
            <li key={entry.key}>
              <WalletListItem
                name={entry.name}
                imageUrl={entry.imageUrl}
                tag={
                  entry.connector?.type === 'WALLET_CONNECT'
                    ? messages.openingQrCode()
                    : entry.installed
                      ? messages.openingInstalled()
                      : entry.recent
                        ? messages.tagRecent()
                        : undefined
                }
                onClick={() => choose(entry)}
              />
            </li>
          ))}
          {Array.from({ length: pendingWallets }, (_, index) => (
            <li key={`pending:${index}`} aria-hidden="true">
              <Skeleton height={56} radius="m" />
            </li>
          ))}
          {allWallets && (
            <li>
              <WalletListItem
                name={messages.allWallets()}
                tag={allWalletsTag(allWallets.count, allWallets.loading, messages, digits)}
                onClick={() => kit.router.push('AllWallets')}
              />
            </li>
          )}
        </ul>
      )}
    </>
  )
}
