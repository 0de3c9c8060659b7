import type { Meta, StoryObj } from '@storybook/react-vite'
import { sampleWalletIcon } from '../../stories/sampleImages'
import { Logo } from './Logo'

const meta = {
  title: 'Components/Logo',
  component: Logo,
  args: { name: 'Test Wallet', size: 48, radius: 'var(--gh-radius-m)' },
} satisfies Meta<typeof Logo>
export default meta
type Story = StoryObj<typeof meta>

export const Image: Story = { args: { src: sampleWalletIcon, framed: true } }
export const MissingImage: Story = {}
export const BrokenImage: Story = { args: { src: 'data:image/png;base64,broken' } }
/** A script URL from tampered data is never put in the image: the monogram shows. */
export const RefusedImageUrl: Story = { args: { src: 'javascript:alert(1)' } }
