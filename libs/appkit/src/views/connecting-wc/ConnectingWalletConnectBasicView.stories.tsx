import type { Meta, StoryObj } from '@storybook/react-vite'
import { storyConnectors, renderViewStory, ViewStory } from '../../stories/ViewStory'

const meta = {
  title: 'Views/ConnectingWalletConnectBasic',
  component: ViewStory,
  args: {
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
