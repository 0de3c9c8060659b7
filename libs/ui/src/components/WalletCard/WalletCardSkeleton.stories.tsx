import type { Meta, StoryObj } from '@storybook/react-vite'
import { WalletCardSkeleton } from './WalletCardSkeleton'

const meta = {
  title: 'Components/WalletCardSkeleton',
  component: WalletCardSkeleton,
} satisfies Meta<typeof WalletCardSkeleton>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

/** A row of the all-wallets grid while its page loads. */
export const Row: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(4, 76px)', gap: 8, width: 328 }}>
      <WalletCardSkeleton />
      <WalletCardSkeleton />
      <WalletCardSkeleton />
      <WalletCardSkeleton />
    </div>
  ),
}
