import type { Meta, StoryObj } from '@storybook/react-vite'
import { sampleNetworkIcon } from '../../stories/sampleImages'
import { NetworkImage } from './NetworkImage'

const meta = {
  title: 'Components/NetworkImage',
  component: NetworkImage,
  args: { name: 'Ethereum' },
} satisfies Meta<typeof NetworkImage>
export default meta
type Story = StoryObj<typeof meta>

export const WithImage: Story = { args: { src: sampleNetworkIcon, size: 40 } }
export const Fallback: Story = { args: { name: 'Localhost', size: 40 } }
