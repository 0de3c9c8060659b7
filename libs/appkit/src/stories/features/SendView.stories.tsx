import type { Meta, StoryObj } from '@storybook/react-vite'
import { connectedStoryArgs, renderViewStory, ViewStory } from '../ViewStory'

/** The send feature's view (libs/feature-send), as the modal loads it. */
const meta = {
  title: 'Views/Send',
  component: ViewStory,
  args: {
    open: { view: 'WalletSend' },
    ...connectedStoryArgs,
    service: 'ok',
  },
  render: renderViewStory,
} satisfies Meta<typeof ViewStory>
export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {}
export const TokensLoading: Story = { args: { service: 'pending' } }
/** From a Bitcoin payment account: BTC chosen, no Max, a `bc1…` receiver. */
export const Bitcoin: Story = { args: { bitcoin: 'connected' } }
