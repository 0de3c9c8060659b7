import { useRef } from 'react'
import { useKit } from '@gatehouse/controllers/react'
import { Skeleton, Text, WalletListItem } from '@gatehouse/ui'
import { useFocusFirst } from '../shared/useFocusFirst'
import { LegalFooter } from './LegalFooter'
import { useConnectEntries } from './useConnectEntries'

/** The default view: the wallets found in this browser, in the connector order of SPEC §9. */
export function ConnectView() {
  const kit = useKit()
  const { discovered, entries } = useConnectEntries()
  const listRef = useRef<HTMLUListElement>(null)
  useFocusFirst(listRef, discovered && entries.length > 0)

  return (
    <>
      <div className="gh-view">
        {!discovered ? (
          <div className="gh-view__list" role="status" aria-busy="true" aria-label="Looking for wallets">
            <Skeleton height={56} radius="m" />
            <Skeleton height={56} radius="m" />
          </div>
        ) : entries.length === 0 ? (
          <div className="gh-view--centered">
            <Text variant="title" align="center">
              No wallet found
            </Text>
            <Text variant="small" tone="muted" align="center">
              Install a browser wallet extension, then reload this page to connect.
            </Text>
          </div>
        ) : (
          <ul className="gh-view__list" aria-label="Wallets" ref={listRef}>
            {entries.map((entry) => (
              <li key={entry.key}>
                <WalletListItem
                  name={entry.name}
                  imageUrl={entry.imageUrl}
                  tag={entry.installed ? 'Installed' : undefined}
                  onClick={() =>
                    entry.connector && kit.router.push('ConnectingExternal', { connector: entry.connector })
                  }
                />
              </li>
            ))}
          </ul>
        )}
      </div>
      <LegalFooter />
    </>
  )
}
