import type { Meta, StoryObj } from '@storybook/react-vite'
import { renderViewStory, storyConnectors, ViewStory } from '@gatehouse/storykit'
import { features } from '../../features'

const meta = {
  title: 'Views/ConnectingWalletConnectBasic',
  component: ViewStory,
  args: {
    features,
    open: { view: 'ConnectingWalletConnectBasic' },
    theme: 'dark',
    connectors: storyConnectors,
    outcome: 'pending',
  },
  render: renderViewStory,
} satisfies Meta<typeof ViewStory>
export default meta
type Story = StoryObj<typeof meta>

export const QrCode: Story = {}
export const Failed: Story = { args: { outcome: 'failed' } }
