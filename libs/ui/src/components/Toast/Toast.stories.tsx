import type { Meta, StoryObj } from '@storybook/react-vite'
import { Toast } from './Toast'

const meta = {
  title: 'Components/Toast',
  component: Toast,
  args: { open: true, message: 'Address copied', variant: 'success' },
  decorators: [(Story) => <div style={{ position: 'relative', maxWidth: 360, height: 80 }}>{Story()}</div>],
} satisfies Meta<typeof Toast>
export default meta
type Story = StoryObj<typeof meta>

export const Success: Story = {}
export const Error: Story = { args: { message: 'Signature declined', variant: 'error' } }
export const Loading: Story = { args: { message: 'Authenticating...', variant: 'loading' } }
