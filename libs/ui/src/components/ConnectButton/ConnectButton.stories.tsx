import type { Meta, StoryObj } from '@storybook/react-vite'
import { ConnectButton } from './ConnectButton'

// The button's words come from @gatehouse/appkit's eager table in the page's language.
const meta = {
  title: 'Components/ConnectButton',
  component: ConnectButton,
  args: { label: 'Connect Wallet', loadingLabel: 'Connecting...' },
} satisfies Meta<typeof ConnectButton>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
export const Small: Story = { args: { size: 'sm', label: 'Connect' } }
export const Connecting: Story = { args: { loading: true } }
export const Disabled: Story = { args: { disabled: true } }
