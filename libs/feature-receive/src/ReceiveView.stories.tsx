import type { Meta, StoryObj } from '@storybook/react-vite'
import { connectedStoryArgs, renderViewStory, ViewStory } from '@gatehouse/storykit'
import { receiveFeature } from './manifest'

/** The receive feature's view (libs/feature-receive), as the modal loads it. */
const meta = {
  title: 'Views/Receive',
  component: ViewStory,
  args: {
    features: [receiveFeature],
    open: { view: 'WalletReceive' },
    ...connectedStoryArgs,
  },
  render: renderViewStory,
} satisfies Meta<typeof ViewStory>
export default meta
type Story = StoryObj<typeof meta>

export const Mainnet: Story = {}
export const LocalNetwork: Story = { args: { connectedChainId: 31337 } }
/** A Bitcoin payment address: only Bitcoin mainnet is listed, not testnet. */
export const Bitcoin: Story = { args: { bitcoin: 'connected' } }
