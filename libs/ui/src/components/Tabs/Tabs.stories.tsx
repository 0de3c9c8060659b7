import { useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { Text } from '../Text/Text'
import { TabPanel, Tabs } from './Tabs'

const tabs = [
  { id: 'tokens', label: 'Tokens' },
  { id: 'nfts', label: 'NFTs' },
  { id: 'activity', label: 'Activity' },
] as const
type TabId = (typeof tabs)[number]['id']

function AccountTabs(props: { initial: TabId }) {
  const [selected, setSelected] = useState<TabId>(props.initial)
  return (
    <div style={{ width: 328, display: 'grid', gap: 8 }}>
      <Tabs<TabId> tabs={tabs} selected={selected} onSelect={setSelected} label="Account" idPrefix="story" />
      <TabPanel idPrefix="story" id={selected}>
        <Text>The {selected} of the account.</Text>
      </TabPanel>
    </div>
  )
}

const meta = {
  title: 'Components/Tabs',
  component: AccountTabs,
  args: { initial: 'tokens' },
} satisfies Meta<typeof AccountTabs>
export default meta
type Story = StoryObj<typeof meta>

export const Tokens: Story = {}
export const Activity: Story = { args: { initial: 'activity' } }
