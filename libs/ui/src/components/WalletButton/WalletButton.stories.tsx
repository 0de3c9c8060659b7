import type { Meta, StoryObj } from '@storybook/react-vite'
import { sampleWalletIcon } from '../../stories/sampleImages'
import { WalletButton } from './WalletButton'

const meta = {
  title: 'Components/WalletButton',
  component: WalletButton,
  args: { walletName: 'MetaMask', walletImageUrl: sampleWalletIcon },
} satisfies Meta<typeof WalletButton>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
export const WithoutImage: Story = { args: { walletName: 'WalletConnect', walletImageUrl: undefined } }
export const Connecting: Story = { args: { loading: true } }
export const Disabled: Story = { args: { disabled: true } }
