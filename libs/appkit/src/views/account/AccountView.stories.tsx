import type { Meta, StoryObj } from '@storybook/react-vite'
import {
  connectedStoryArgs,
  emailConnectedStoryArgs,
  renderViewStory,
  socialConnectedStoryArgs,
  ViewStory,
} from '@gatehouse/storykit'
import { features } from '../../features'

const meta = {
  title: 'Views/Account',
  component: ViewStory,
  args: {
    features,
    open: { view: 'Account' },
    ...connectedStoryArgs,
  },
  render: renderViewStory,
} satisfies Meta<typeof ViewStory>
export default meta
type Story = StoryObj<typeof meta>

export const Connected: Story = {}
export const BalanceLoading: Story = { args: { outcome: 'pending' } }
/** The project's remote features are on their way: the row of actions holds its place. */
export const ActionsWaitingForProjectFeatures: Story = { args: { remoteFeatures: 'pending' } }
export const BalanceUnavailable: Story = { args: { outcome: 'failed' } }
export const LocalNetworkWithoutExplorer: Story = { args: { connectedChainId: 31337 } }
export const Tokens: Story = { args: { service: 'ok' } }
export const Nfts: Story = { args: { service: 'ok', open: { view: 'Account', arguments: { tab: 'nfts' } } } }
export const Activity: Story = {
  args: { service: 'ok', open: { view: 'Account', arguments: { tab: 'activity' } } },
}
export const TokensOnUnsupportedNetwork: Story = { args: { service: 'ok', connectedChainId: 42161 } }
/** Logged in by e-mail through the embedded wallet: the e-mail with "Update e-mail". */
export const EmailLogin: Story = { args: { ...emailConnectedStoryArgs } }
/** An EVM and a Solana account: the choice of chain above, and "Disconnect all". */
export const TwoChains: Story = { args: { solana: 'connected' } }
export const SocialLogin: Story = { args: { ...socialConnectedStoryArgs } }
/** A Bitcoin payment account (active) beside the EVM one: BTC balance and Tokens, Receive and Send, no Buy. */
export const BitcoinAccount: Story = { args: { bitcoin: 'connected', service: 'ok' } }
