import type { Meta, StoryObj } from '@storybook/react-vite'
import { SkeletonRows } from './SkeletonRows'

const meta = {
  title: 'Components/SkeletonRows',
  component: SkeletonRows,
  args: { label: 'Loading tokens' },
  decorators: [(Story) => <div style={{ width: 328, display: 'grid', gap: 4 }}>{Story()}</div>],
} satisfies Meta<typeof SkeletonRows>
export default meta
type Story = StoryObj<typeof meta>

export const TwoRows: Story = {}
export const Tiles: Story = { args: { label: 'Loading NFTs', rows: 3, height: 120 } }
