import { useState } from 'react'
import { useKit, useKitState } from '@gatehouse/controllers/react'
import { SkeletonRows, TabPanel, Tabs } from '@gatehouse/ui'
import { RegistryComponent } from '../../modal/RegistryComponent'
import { useViewRegistry } from '../RegistryContext'
import { isAvailableIn, titleIn } from '../registryShape'
import { NftsTab } from './NftsTab'
import { TokensTab } from './TokensTab'

type AccountTab = 'tokens' | 'nfts' | 'activity'

const coreTabLabels = { tokens: 'Tokens', nfts: 'NFTs' } as const

const isAccountTab = (value: unknown): value is AccountTab =>
  value === 'tokens' || value === 'nfts' || value === 'activity'

/**
 * The Account view's tabs of SPEC §2: Tokens, NFTs and, when the feature is on, Activity (the view
 * registry's lazy tab, loaded from the activity feature when first opened). A host can open one
 * directly: `open({ view: 'Account', arguments: { tab: 'activity' } })`.
 */
export function AccountTabs() {
  const kit = useKit()
  const registry = useViewRegistry()
  const features = useKitState((k) => k.options.state).features
  const [selected, setSelected] = useState<AccountTab>(() => {
    const requested = kit.router.state.data?.arguments?.tab
    return isAccountTab(requested) ? requested : 'tokens'
  })
  const available: AccountTab[] = isAvailableIn(registry, 'Account/activity', features)
    ? ['tokens', 'nfts', 'activity']
    : ['tokens', 'nfts']
  const current = available.includes(selected) ? selected : 'tokens'
  const label = (tab: AccountTab) =>
    tab === 'activity' ? titleIn(registry, 'Account/activity') : coreTabLabels[tab]
  return (
    <div className="gh-account__tabs">
      <Tabs<AccountTab>
        tabs={available.map((id) => ({ id, label: label(id) }))}
        selected={current}
        onSelect={setSelected}
        label="Account"
        idPrefix="gh-account"
      />
      <TabPanel idPrefix="gh-account" id={current}>
        {current === 'tokens' && <TokensTab />}
        {current === 'nfts' && <NftsTab />}
        {current === 'activity' && (
          <RegistryComponent
            name="Account/activity"
            fallback={<SkeletonRows label="Loading activity" className="gh-account__rows" />}
          />
        )}
      </TabPanel>
    </div>
  )
}
