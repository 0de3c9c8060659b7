import type { Meta, StoryObj } from '@storybook/react-vite'
import { renderViewStory, storyConnectors, storyMultiChainConnectors, ViewStory } from '@gatehouse/storykit'
import { features } from '../../features'

const meta = {
  title: 'Views/Connect',
  component: ViewStory,
  args: {
    features,
    open: {},
    theme: 'dark',
    connectors: storyConnectors,
  },
  render: renderViewStory,
} satisfies Meta<typeof ViewStory>
export default meta
type Story = StoryObj<typeof meta>

export const Wallets: Story = {}
export const LookingForWallets: Story = { args: { connectors: undefined } }
export const NoWalletFound: Story = { args: { connectors: [] } }
export const WithLegalLinks: Story = {
  args: { termsConditionsUrl: 'https://example.com/terms', privacyPolicyUrl: 'https://example.com/privacy' },
}
export const WithTheCatalogue: Story = { args: { service: 'ok' } }
export const CatalogueDown: Story = { args: { service: 'down' } }
/** A wallet announced on EVM and Solana is listed once. */
export const MultiChainWallet: Story = {
  args: { connectors: [...storyConnectors, storyMultiChainConnectors.eip155], solana: 'configured' },
}
/** Opened from SwitchActiveChain: only the wallets of Solana. */
export const LimitedToSolana: Story = {
  args: {
    connectors: [...storyConnectors, storyMultiChainConnectors.eip155],
    solana: 'configured',
    open: { view: 'Connect' },
    data: { namespace: 'solana' },
  },
}
