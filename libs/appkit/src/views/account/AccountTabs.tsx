import { useState } from 'react'
import { useKit, useKitState } from '@gatehouse/controllers/react'
import { SkeletonRows, TabPanel, Tabs } from '@gatehouse/ui'
import { useAppkitMessages, type AppkitMessages } from '../../i18n/appkitMessages'
import { RegistryComponent } from '../../modal/RegistryComponent'
import { useViewRegistry } from '../RegistryContext'
import { isAvailableIn, type ViewTab } from '../registryShape'
import { NftsTab } from './NftsTab'
import { TokensTab } from './TokensTab'

type AccountTab = 'tokens' | 'nfts' | 'activity'

/** The registry's name of the lazily loaded Activity tab. */
const activityTab: ViewTab = 'Account/activity'

const coreTabLabels = {
  tokens: (m: AppkitMessages) => m.tabTokens(),
  nfts: (m: AppkitMessages) => m.tabNfts(),
} as const

const isAccountTab = (value: unknown): value is AccountTab =>
  value === 'tokens' || value === 'nfts' || value === 'activity'

/**
 * The Account view's tabs (docs/reference/views.md#account-tabs): Tokens, NFTs and, when the feature is on, Activity (the view
 * registry's lazy tab, loaded from the activity feature when first opened). A host can open one
 * directly: `open({ view: 'Account', arguments: { tab: 'activity' } })`.
 */
export function AccountTabs() {
  const kit = useKit()
  const messages = useAppkitMessages()
  const registry = useViewRegistry()
  const features = useKitState((k) => k.options.state).features
  const [selected, setSelected] = useState<AccountTab>(() => {
    const requested = kit.router.state.data?.arguments?.tab
    return isAccountTab(requested) ? requested : 'tokens'
  })
  const available: AccountTab[] = isAvailableIn(registry, activityTab, features)
    ? ['tokens', 'nfts', 'activity']
    : ['tokens', 'nfts']
  const current = available.includes(selected) ? selected : 'tokens'
  const label = (tab: AccountTab) =>
    tab === 'activity' ? messages.tabActivity() : coreTabLabels[tab](messages)
  return (
    <div className="gh-account__tabs">
      <Tabs<AccountTab>
        tabs={available.map((id) => ({ id, label: label(id) }))}
        selected={current}
        onSelect={setSelected}
        label={messages.titleAccount()}
        idPrefix="gh-account"
      />
      <TabPanel idPrefix="gh-account" id={current}>
        {current === 'tokens' && <TokensTab />}
        {current === 'nfts' && <NftsTab />}
        {current === 'activity' && (
          <RegistryComponent
            name={activityTab}
            fallback={<SkeletonRows label={messages.loadingActivity()} className="gh-account__rows" />}
          />
        )}
      </TabPanel>
    </div>
  )
}
