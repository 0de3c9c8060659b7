import type { Meta, StoryObj } from '@storybook/react-vite'
import { renderViewStory, storyConnectors, ViewStory } from '@gatehouse/storykit'
import { features } from '../../features'

const meta = {
  title: 'Views/ConnectingExternal',
  component: ViewStory,
  args: {
    features,
    open: { view: 'ConnectingExternal' },
    data: { connector: storyConnectors[0] },
    theme: 'dark',
    connectors: storyConnectors,
  },
  render: renderViewStory,
} satisfies Meta<typeof ViewStory>
export default meta
type Story = StoryObj<typeof meta>

export const WaitingForTheWallet: Story = { args: { outcome: 'pending' } }
export const Declined: Story = { args: { outcome: 'declined' } }
export const Failed: Story = { args: { outcome: 'failed' } }
/** The wallet answered with something that is not an account: the catalogue's message, and a retry. */
export const UnreadableAnswer: Story = { args: { outcome: 'unreadable' } }
/** The wallet did not answer in 30 s: say so, and offer a retry. */
export const NoAnswer: Story = { args: { outcome: 'noAnswer' } }
export const WalletWithoutImage: Story = { args: { data: { connector: storyConnectors[1] } } }
