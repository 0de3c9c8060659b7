import type { Meta, StoryObj } from '@storybook/react-vite'
import { sampleWalletIcon } from '../../stories/sampleImages'
import { WalletImage } from './WalletImage'

const meta = {
  title: 'Components/WalletImage',
  component: WalletImage,
  args: { name: 'Test Wallet' },
} satisfies Meta<typeof WalletImage>
export default meta
type Story = StoryObj<typeof meta>

export const WithImage: Story = { args: { src: sampleWalletIcon } }
export const Fallback: Story = { args: { name: 'Rainbow' } }
export const BrokenImage: Story = { args: { name: 'Trust Wallet', src: 'data:image/png;base64,broken' } }
export const Large: Story = { args: { src: sampleWalletIcon, size: 80 } }
