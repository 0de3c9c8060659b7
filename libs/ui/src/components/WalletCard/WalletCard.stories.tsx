import type { Meta, StoryObj } from '@storybook/react-vite'
import { sampleWalletIcon } from '../../stories/sampleImages'
import { WalletCard } from './WalletCard'
import { WalletCardSkeleton } from './WalletCardSkeleton'

const meta = {
  title: 'Components/WalletCard',
  component: WalletCard,
  args: { name: 'Test Wallet', imageUrl: sampleWalletIcon, onClick: () => {} },
} satisfies Meta<typeof WalletCard>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
export const Installed: Story = { args: { installed: true } }
export const Recent: Story = { args: { name: 'Rainbow', imageUrl: undefined, recent: true } }
export const LongName: Story = {
  args: { name: 'A wallet with a remarkably long name', installed: true, description: 'Opens a QR code' },
}
export const BrokenImage: Story = { args: { name: 'Trust Wallet', imageUrl: 'data:image/png;base64,broken' } }

/** The all-wallets grid: four tiles a row in the 360 px modal, some still loading. */
export const Grid: Story = {
  render: (args) => (
    <div
      style={{ display: 'grid', gridTemplateColumns: 'repeat(4, 76px)', gap: 8, width: 328 }}
      aria-label="All wallets"
      role="group"
    >
      <WalletCard {...args} installed />
      <WalletCard {...args} name="Rainbow" imageUrl={undefined} recent />
      <WalletCard {...args} name="Zerion" imageUrl={undefined} />
      <WalletCard {...args} name="Ledger Live" imageUrl={undefined} />
      <WalletCard {...args} name="A wallet with a long name" imageUrl={undefined} />
      <WalletCardSkeleton />
      <WalletCardSkeleton />
      <WalletCardSkeleton />
    </div>
  ),
}
