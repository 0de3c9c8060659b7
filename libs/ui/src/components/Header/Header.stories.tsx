import type { Meta, StoryObj } from '@storybook/react-vite'
import { Header } from './Header'

const meta = {
  title: 'Components/Header',
  component: Header,
  args: { title: 'Connect Wallet', titleId: 'title', onClose: () => {} },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof Header>
export default meta
type Story = StoryObj<typeof meta>

export const Root: Story = {}
export const WithBack: Story = { args: { title: 'Networks', onBack: () => {} } }
export const LongTitle: Story = {
  args: { title: 'Switch to a network that this application supports', onBack: () => {} },
}
export const CloseDisabled: Story = {
  args: {
    title: 'Sign In',
    closeDisabledReason: 'Sign in to continue: the modal closes once you have signed.',
  },
}
