import { useState } from 'react'
import { useKit, useKitState } from '@gatehouse/controllers/react'
import { TabPanel, Tabs } from '@gatehouse/ui'
import { useAppkitMessages, type AppkitMessages } from '../../i18n/appkitMessages'
import { ActivityTab } from './ActivityTab'
import { NftsTab } from './NftsTab'
import { TokensTab } from './TokensTab'

type AccountTab = 'tokens' | 'nfts' | 'activity'

const tabLabels: Record<AccountTab, (messages: AppkitMessages) => string> = {
  tokens: (m) => m.tabTokens(),
  nfts: (m) => m.tabNfts(),
  activity: (m) => m.tabActivity(),
}

const isAccountTab = (value: unknown): value is AccountTab => typeof value === 'string' && value in tabLabels

/**
 * The Account view's tabs of SPEC §2: Tokens, NFTs and, when the feature is on, Activity. A host can
 * open one directly: `open({ view: 'Account', arguments: { tab: 'activity' } })`.
 */
export function AccountTabs() {
  const kit = useKit()
  const messages = useAppkitMessages()
  const features = useKitState((k) => k.options.state).features
  const [selected, setSelected] = useState<AccountTab>(() => {
    const requested = kit.router.state.data?.arguments?.tab
    return isAccountTab(requested) ? requested : 'tokens'
  })
  const available: AccountTab[] = features.activity ? ['tokens', 'nfts', 'activity'] : ['tokens', 'nfts']
  const current = available.includes(selected) ? selected : 'tokens'
  return (
    <div className="gh-account__tabs">
      <Tabs<AccountTab>
        tabs={available.map((id) => ({ id, label: tabLabels[id](messages) }))}
        selected={current}
        onSelect={setSelected}
        label={messages.titleAccount()}
        idPrefix="gh-account"
      />
      <TabPanel idPrefix="gh-account" id={current}>
        {current === 'tokens' && <TokensTab />}
        {current === 'nfts' && <NftsTab />}
        {current === 'activity' && <ActivityTab />}
      </TabPanel>
    </div>
  )
}
