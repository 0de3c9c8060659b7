import type { Meta, StoryObj } from '@storybook/react-vite'
import { sampleWalletIcon } from '../../stories/sampleImages'
import { WalletListItem } from './WalletListItem'

const meta = {
  title: 'Components/WalletListItem',
  component: WalletListItem,
  args: { name: 'Test Wallet', imageUrl: sampleWalletIcon },
  decorators: [(Story) => <div style={{ width: 328 }}>{Story()}</div>],
} satisfies Meta<typeof WalletListItem>
export default meta
type Story = StoryObj<typeof meta>

export const Installed: Story = { args: { tag: 'Installed' } }
export const ImageFallback: Story = { args: { name: 'Rainbow', imageUrl: undefined, tag: 'Recent' } }
export const BrokenImage: Story = { args: { name: 'Trust Wallet', imageUrl: 'data:image/png;base64,broken' } }
export const Connecting: Story = { args: { loading: true } }
export const LongName: Story = {
  args: { name: 'A wallet with a remarkably long name that must not overflow' },
}
export const Disabled: Story = { args: { disabled: true } }
