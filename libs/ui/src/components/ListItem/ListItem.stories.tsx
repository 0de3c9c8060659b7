import type { Meta, StoryObj } from '@storybook/react-vite'
import { Icon } from '../Icon/Icon'
import { ListItem } from './ListItem'

const meta = {
  title: 'Components/ListItem',
  component: ListItem,
  args: { label: 'Any row', media: <Icon name="wallet" size={32} /> },
  decorators: [(Story) => <div style={{ width: 328 }}>{Story()}</div>],
} satisfies Meta<typeof ListItem>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
export const Tagged: Story = { args: { tag: 'New' } }
export const Current: Story = { args: { current: true } }
export const Loading: Story = { args: { loading: true } }
