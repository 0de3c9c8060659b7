import type { Meta, StoryObj } from '@storybook/react-vite'
import { TransactionRow } from './TransactionRow'

const meta = {
  title: 'Components/TransactionRow',
  component: TransactionRow,
  args: {
    title: 'Sent',
    description: '-1.5 ETH',
    image: { name: 'ETH' },
    timeLabel: '3 min ago',
    dateTime: '2026-11-23T10:00:00.000Z',
    status: 'confirmed',
    direction: 'out',
  },
  decorators: [(Story) => <div style={{ width: 328 }}>{Story()}</div>],
} satisfies Meta<typeof TransactionRow>
export default meta
type Story = StoryObj<typeof meta>

export const Sent: Story = {}
export const Received: Story = {
  args: { title: 'Received', description: '+250 GUSD', image: { name: 'GUSD' }, direction: 'in' },
}
export const Minted: Story = {
  args: {
    title: 'Minted',
    description: 'Gatehouse Pass #3',
    image: { name: 'Gatehouse Pass' },
    direction: 'in',
  },
}
export const Failed: Story = { args: { status: 'failed', timeLabel: '2 d ago' } }
