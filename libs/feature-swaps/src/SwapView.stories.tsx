import type { Meta, StoryObj } from '@storybook/react-vite'
import { connectedStoryArgs, renderViewStory, ViewStory } from '@gatehouse/storykit'
import { swapsFeature } from './manifest'

/** The swaps feature's view (libs/feature-swaps), as the modal loads it. */
const meta = {
  title: 'Views/Swap',
  component: ViewStory,
  args: {
    features: [swapsFeature],
    open: { view: 'Swap' },
    ...connectedStoryArgs,
    service: 'ok',
  },
  render: renderViewStory,
} satisfies Meta<typeof ViewStory>
export default meta
type Story = StoryObj<typeof meta>

/** The form with ETH to sell, before a token to buy and an amount are chosen. */
export const Form: Story = {}
/** A host's `open({ view: 'Swap', arguments })`: 1 ETH to GUSD, with the live quote and its details. */
export const WithQuote: Story = {
  args: { open: { view: 'Swap', arguments: { fromToken: 'ETH', toToken: 'GUSD', amount: '1' } } },
}
/** More ether than the account holds: the button says so. */
export const InsufficientBalance: Story = {
  args: { open: { view: 'Swap', arguments: { fromToken: 'ETH', toToken: 'USDT', amount: '100' } } },
}
/** The tokens on their way from the service: a skeleton. */
export const TokensLoading: Story = { args: { service: 'pending' } }
/** The service cannot be reached: the failure and a retry. */
export const ServiceDown: Story = { args: { service: 'down' } }
