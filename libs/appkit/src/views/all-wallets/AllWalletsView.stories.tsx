import type { Meta, StoryObj } from '@storybook/react-vite'
import { storyConnectors, renderViewStory, ViewStory } from '../../stories/ViewStory'

const meta = {
  title: 'Views/AllWallets',
  component: ViewStory,
  args: { open: { view: 'AllWallets' }, theme: 'dark', connectors: storyConnectors, service: 'ok' },
  render: renderViewStory,
} satisfies Meta<typeof ViewStory>
export default meta
type Story = StoryObj<typeof meta>

export const Catalogue: Story = {}
export const Loading: Story = { args: { service: 'pending' } }
export const CatalogueDown: Story = { args: { service: 'down' } }
export const OnAPhone: Story = { args: { mobile: true } }
