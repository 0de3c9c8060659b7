import type { Meta, StoryObj } from '@storybook/react-vite'
import { storyConnectors, ViewStory } from '../../stories/ViewStory'

const meta = {
  title: 'Views/Networks',
  component: ViewStory,
  args: { open: { view: 'Networks' }, theme: 'dark', connectors: storyConnectors, connectedChainId: 42161 },
  render: (args, context) => (
    <ViewStory {...args} theme={context.globals.theme === 'light' ? 'light' : 'dark'} />
  ),
} satisfies Meta<typeof ViewStory>
export default meta
type Story = StoryObj<typeof meta>

export const Connected: Story = {}
export const NotConnected: Story = { args: { connectedChainId: undefined } }
