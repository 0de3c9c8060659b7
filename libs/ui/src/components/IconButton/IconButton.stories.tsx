import type { Meta, StoryObj } from '@storybook/react-vite'
import { IconButton } from './IconButton'

const meta = {
  title: 'Components/IconButton',
  component: IconButton,
  args: { icon: 'close', label: 'Close' },
} satisfies Meta<typeof IconButton>
export default meta

export const Close: StoryObj<typeof meta> = {}
export const Copied: StoryObj<typeof meta> = {
  args: { icon: 'check', label: 'Address copied', tone: 'success' },
}
