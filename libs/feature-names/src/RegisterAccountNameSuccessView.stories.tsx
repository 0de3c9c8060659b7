import type { Meta, StoryObj } from '@storybook/react-vite'
import { connectedStoryArgs, renderViewStory, ViewStory } from '@gatehouse/storykit'
import { namesFeature } from './manifest'

/** The view after a name was registered (libs/feature-names), as the modal loads it. */
const meta = {
  title: 'Views/RegisterAccountNameSuccess',
  component: ViewStory,
  args: {
    features: [namesFeature],
    open: { view: 'RegisterAccountNameSuccess', arguments: { name: 'alice.gatehouse.id' } },
    ...connectedStoryArgs,
  },
  render: renderViewStory,
} satisfies Meta<typeof ViewStory>
export default meta
type Story = StoryObj<typeof meta>

export const Registered: Story = {}
