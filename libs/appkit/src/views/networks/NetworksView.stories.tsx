import type { Meta, StoryObj } from '@storybook/react-vite'
import { renderViewStory, storyConnectors, ViewStory } from '@gatehouse/storykit'
import { features } from '../../features'

const meta = {
  title: 'Views/Networks',
  component: ViewStory,
  args: {
    features,
    open: { view: 'Networks' },
    theme: 'dark',
    connectors: storyConnectors,
    connectedChainId: 42161,
  },
  render: renderViewStory,
} satisfies Meta<typeof ViewStory>
export default meta
type Story = StoryObj<typeof meta>

export const Connected: Story = {}
export const NotConnected: Story = { args: { connectedChainId: undefined } }
/** EVM and Solana networks, grouped by chain; the EVM account is connected. */
export const SeveralChains: Story = { args: { solana: 'configured' } }
/** EVM, Solana and Bitcoin networks, each chain under its own heading. */
export const WithBitcoin: Story = { args: { solana: 'configured', bitcoin: 'configured' } }
