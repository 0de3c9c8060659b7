import type { Meta, StoryObj } from '@storybook/react-vite'
import { renderViewStory, storyConnectors, ViewStory } from '@gatehouse/storykit'
import { features } from '../../features'

const meta = {
  title: 'Views/AllWallets',
  component: ViewStory,
  args: {
    features,
    open: { view: 'AllWallets' },
    theme: 'dark',
    connectors: storyConnectors,
    service: 'ok',
  },
  render: renderViewStory,
} satisfies Meta<typeof ViewStory>
export default meta
type Story = StoryObj<typeof meta>

export const Catalogue: Story = {}
export const Loading: Story = { args: { service: 'pending' } }
export const CatalogueDown: Story = { args: { service: 'down' } }
export const OnAPhone: Story = { args: { mobile: true } }
