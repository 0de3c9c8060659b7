import type { Meta, StoryObj } from '@storybook/react-vite'
import { sampleNetworkIcon } from '../../stories/sampleImages'
import { NetworkListItem } from './NetworkListItem'

const meta = {
  title: 'Components/NetworkListItem',
  component: NetworkListItem,
  args: { name: 'Ethereum', imageUrl: sampleNetworkIcon },
  decorators: [(Story) => <div style={{ width: 328 }}>{Story()}</div>],
} satisfies Meta<typeof NetworkListItem>
export default meta
type Story = StoryObj<typeof meta>

export const Active: Story = { args: { active: true } }
export const Inactive: Story = { args: { name: 'Arbitrum One', imageUrl: undefined } }
export const Switching: Story = { args: { name: 'Localhost', imageUrl: undefined, loading: true } }
