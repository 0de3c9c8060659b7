import type { Meta, StoryObj } from '@storybook/react-vite'
import { StatusMessage } from './StatusMessage'

const meta = {
  title: 'Components/StatusMessage',
  component: StatusMessage,
  args: {
    tone: 'neutral',
    title: 'No wallet found',
    description: 'Try another name, or check the spelling.',
  },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof StatusMessage>
export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {}
export const TitleOnly: Story = { args: { description: undefined } }
export const Error: Story = {
  args: {
    tone: 'error',
    title: 'Wallets could not be loaded',
    description: 'Check your connection and try again.',
    actionLabel: 'Try again',
    onAction: () => {},
  },
}
export const NeutralWithAction: Story = {
  args: {
    title: 'Connection declined',
    description: 'The request was rejected in the wallet.',
    actionLabel: 'Try again',
    onAction: () => {},
  },
}
