import type { Meta, StoryObj } from '@storybook/react-vite'
import { renderViewStory, ViewStory } from '@gatehouse/storykit'
import { socialsFeature } from './manifest'

/** Every social provider the Connect view offers, behind its "more" button (libs/feature-socials). */
const meta = {
  title: 'Views/ConnectSocials',
  component: ViewStory,
  args: {
    features: [socialsFeature],
    open: { view: 'ConnectSocials' },
    theme: 'dark',
  },
  render: renderViewStory,
} satisfies Meta<typeof ViewStory>
export default meta
type Story = StoryObj<typeof meta>

export const AllProviders: Story = {}
