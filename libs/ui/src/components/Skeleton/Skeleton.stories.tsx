import type { Meta, StoryObj } from '@storybook/react-vite'
import { Skeleton } from './Skeleton'

const meta = { title: 'Components/Skeleton', component: Skeleton } satisfies Meta<typeof Skeleton>
export default meta

export const Line: StoryObj<typeof meta> = { args: { width: 200, height: 16 } }
export const WalletRow: StoryObj<typeof meta> = {
  render: () => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center', width: 320 }}>
      <Skeleton width={40} height={40} radius="m" />
      <Skeleton height={18} />
    </div>
  ),
}
