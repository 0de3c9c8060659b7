import type { Meta, StoryObj } from '@storybook/react-vite'
import { renderViewStory, storyMultiChainConnector, ViewStory } from '@gatehouse/storykit'
import { features } from '../../features'

const meta = {
  title: 'Views/ConnectingMultiChain',
  component: ViewStory,
  args: {
    features,
    open: { view: 'ConnectingMultiChain' },
    data: { connector: storyMultiChainConnector },
    theme: 'dark',
    connectors: [],
    solana: 'configured',
  },
  render: renderViewStory,
} satisfies Meta<typeof ViewStory>
export default meta
type Story = StoryObj<typeof meta>

/** A wallet announced on EVM and Solana: pick the chain to connect. */
export const ChooseAChain: Story = {}
/** Already connected on Solana with it: that chain is marked. */
export const ConnectedOnSolana: Story = { args: { solana: 'connected' } }
