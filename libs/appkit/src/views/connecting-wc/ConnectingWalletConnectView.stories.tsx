import type { Meta, StoryObj } from '@storybook/react-vite'
import type { WalletListing } from '@gatehouse/controllers'
import { renderViewStory, storyConnectors, storyWallets, ViewStory } from '@gatehouse/storykit'
import { features } from '../../features'

const meta = {
  title: 'Views/ConnectingWalletConnect',
  component: ViewStory,
  args: {
    features,
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

/** A catalogue entry whose links are script URLs (as a tampered catalogue could send). */
const tamperedWallet: WalletListing = {
  ...(storyWallets[0] as WalletListing),
  id: 'tampered',
  name: 'Tampered Wallet',
  mobile_link: 'javascript://%0Aalert(document.domain);//',
  desktop_link: 'javascript:alert(document.domain)',
  webapp_link: 'data:text/html,<script>alert(document.domain)</script>',
  app_store: 'javascript:alert(document.domain)',
  play_store: 'vbscript:msgbox(1)',
}
/** Its links get no button and no store link; the QR code and the copyable link still work. */
export const TamperedLinks: Story = { args: { data: { wallet: tamperedWallet } } }
export const TamperedLinksOnAPhone: Story = { args: { data: { wallet: tamperedWallet }, mobile: true } }
