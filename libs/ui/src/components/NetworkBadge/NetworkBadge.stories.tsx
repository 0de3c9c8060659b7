import type { Meta, StoryObj } from '@storybook/react-vite'
import { sampleNetworkIcon } from '../../stories/sampleImages'
import { NetworkBadge } from './NetworkBadge'

const meta = { title: 'Components/NetworkBadge', component: NetworkBadge } satisfies Meta<typeof NetworkBadge>
export default meta
type Story = StoryObj<typeof meta>

export const Static: Story = { args: { name: 'Ethereum', imageUrl: sampleNetworkIcon } }
export const Fallback: Story = { args: { name: 'Localhost' } }
export const AsButton: Story = {
  args: { name: 'Arbitrum One', onClick: () => {}, actionLabel: 'Network: Arbitrum One. Switch network' },
}
export const Unsupported: Story = {
  args: { onClick: () => {}, actionLabel: 'Unsupported network. Switch network' },
}
