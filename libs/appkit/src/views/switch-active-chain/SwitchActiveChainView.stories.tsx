import type { Meta, StoryObj } from '@storybook/react-vite'
import { solanaDevnet } from '@gatehouse/common'
import { connectedStoryArgs, renderViewStory, ViewStory } from '@gatehouse/storykit'
import { features } from '../../features'

const meta = {
  title: 'Views/SwitchActiveChain',
  component: ViewStory,
  args: {
    features,
    open: { view: 'SwitchActiveChain' },
    data: { network: solanaDevnet },
    ...connectedStoryArgs,
    outcome: 'pending',
    solana: 'configured',
  },
  render: renderViewStory,
} satisfies Meta<typeof ViewStory>
export default meta
type Story = StoryObj<typeof meta>

/** No Solana account yet: the view leads to the Solana wallets. */
export const ConnectAWallet: Story = {}
/** A Solana account is connected beside the EVM one: the switch runs (here it waits). */
export const Switching: Story = { args: { solana: 'connected' } }
