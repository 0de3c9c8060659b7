import type { Meta, StoryObj } from '@storybook/react-vite'
import { sampleAddress, sampleWalletIcon } from '../../stories/sampleImages'
import { Avatar } from './Avatar'

const meta = {
  title: 'Components/Avatar',
  component: Avatar,
  args: { address: sampleAddress },
} satisfies Meta<typeof Avatar>
export default meta
type Story = StoryObj<typeof meta>

export const Generated: Story = {}
export const Large: Story = { args: { size: 72 } }
export const WithImage: Story = { args: { src: sampleWalletIcon } }
/** An avatar URL an `<img>` may not show (here a script URL): the generated gradient instead. */
export const RefusedImageUrl: Story = { args: { src: 'javascript:alert(1)' } }
