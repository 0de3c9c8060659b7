import type { Meta, StoryObj } from '@storybook/react-vite'
import { sampleNetworkIcon } from '../../stories/sampleImages'
import { NetworkButton } from './NetworkButton'

// The fallback words come from @gatehouse/appkit's eager table in the page's language.
const meta = {
  title: 'Components/NetworkButton',
  component: NetworkButton,
  args: {
    networkName: 'Ethereum',
    networkImageUrl: sampleNetworkIcon,
    unsupportedLabel: 'Switch network',
  },
} satisfies Meta<typeof NetworkButton>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
export const WithoutImage: Story = { args: { networkName: 'Arbitrum One', networkImageUrl: undefined } }
export const Unsupported: Story = { args: { networkName: undefined } }
export const Disabled: Story = { args: { disabled: true } }
