import type { Meta, StoryObj } from '@storybook/react-vite'
import { Button } from './Button'

const meta = {
  title: 'Components/Button',
  component: Button,
  args: { children: 'Try again' },
} satisfies Meta<typeof Button>
export default meta
type Story = StoryObj<typeof meta>

export const Accent: Story = {}
export const Neutral: Story = { args: { variant: 'neutral', icon: 'copy', children: 'Copy link' } }
export const Danger: Story = { args: { variant: 'danger', icon: 'disconnect', children: 'Disconnect' } }
export const Ghost: Story = { args: { variant: 'ghost', children: 'Cancel' } }
export const Loading: Story = { args: { loading: true, children: 'Signing' } }
export const Disabled: Story = { args: { disabled: true } }
export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
      <Button {...args} size="sm" />
      <Button {...args} size="md" />
      <Button {...args} size="lg" />
    </div>
  ),
}
export const FullWidth: Story = {
  args: { fullWidth: true },
  decorators: [(Story) => <div style={{ width: 320 }}>{Story()}</div>],
}
