import type { Meta, StoryObj } from '@storybook/react-vite'
import { storyWallets } from '../../stories/storyCatalogue'
import { storyConnectors, renderViewStory, ViewStory } from '../../stories/ViewStory'

const meta = {
  title: 'Views/ConnectingWalletConnect',
  component: ViewStory,
  args: {
    open: { view: 'ConnectingWalletConnect' },
    data: { wallet: storyWallets[0] },
    theme: 'dark',
    connectors: storyConnectors,
    outcome: 'pending',
  },
  render: renderViewStory,
} satisfies Meta<typeof ViewStory>
export default meta
type Story = StoryObj<typeof meta>

export const QrCodeOnAComputer: Story = {}
export const WalletWithoutImage: Story = { args: { data: { wallet: storyWallets[4] } } }
export const OnAPhone: Story = { args: { mobile: true } }
export const Declined: Story = { args: { outcome: 'declined' } }
export const RelayUnreachable: Story = { args: { outcome: 'failed' } }
