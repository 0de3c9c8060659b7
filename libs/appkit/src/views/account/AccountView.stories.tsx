import type { Meta, StoryObj } from '@storybook/react-vite'
import { connectedStoryArgs, renderViewStory, ViewStory } from '../../stories/ViewStory'

const meta = {
  title: 'Views/Account',
  component: ViewStory,
  args: {
    open: { view: 'Account' },
    ...connectedStoryArgs,
  },
  render: renderViewStory,
} satisfies Meta<typeof ViewStory>
export default meta
type Story = StoryObj<typeof meta>

export const Connected: Story = {}
export const BalanceLoading: Story = { args: { outcome: 'pending' } }
export const BalanceUnavailable: Story = { args: { outcome: 'failed' } }
export const LocalNetworkWithoutExplorer: Story = { args: { connectedChainId: 31337 } }
export const Tokens: Story = { args: { service: 'ok' } }
export const Nfts: Story = { args: { service: 'ok', open: { view: 'Account', arguments: { tab: 'nfts' } } } }
export const Activity: Story = {
  args: { service: 'ok', open: { view: 'Account', arguments: { tab: 'activity' } } },
}
export const TokensOnUnsupportedNetwork: Story = { args: { service: 'ok', connectedChainId: 42161 } }
/** Logged in by e-mail: the embedded wallet's e-mail, login and account type above the actions. */
export const EmbeddedWallet: Story = {
  args: {
    embeddedUser: {
      email: 'visitor@example.com',
      address: '0x9858EfFD232B4033E47d90003D41EC34EcaEda94',
      chainId: 1,
      accounts: [{ namespace: 'eip155', address: '0x9858EfFD232B4033E47d90003D41EC34EcaEda94', type: 'eoa' }],
      preferredAccountType: 'eoa',
      smartAccountDeployed: false,
      authProvider: 'email',
    },
  },
}
