import type { Meta, StoryObj } from '@storybook/react-vite'
import { storyConnectors, ViewStory } from '../../stories/ViewStory'

const meta = {
  title: 'Views/ConnectingWalletConnectBasic',
  component: ViewStory,
  args: {
    open: { view: 'ConnectingWalletConnectBasic' },
    theme: 'dark',
    connectors: storyConnectors,
    outcome: 'pending',
  },
  render: (args, context) => (
    <ViewStory {...args} theme={context.globals.theme === 'light' ? 'light' : 'dark'} />
  ),
} satisfies Meta<typeof ViewStory>
export default meta
type Story = StoryObj<typeof meta>

export const QrCode: Story = {}
export const Failed: Story = { args: { outcome: 'failed' } }
