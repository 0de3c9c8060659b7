import type { Meta, StoryObj } from '@storybook/react-vite'
import { renderViewStory, ViewStory } from '../ViewStory'

/** Every social provider the Connect view offers, behind its "more" button (libs/feature-socials). */
const meta = {
  title: 'Views/ConnectSocials',
  component: ViewStory,
  args: { open: { view: 'ConnectSocials' }, theme: 'dark' },
  render: renderViewStory,
} satisfies Meta<typeof ViewStory>
export default meta
type Story = StoryObj<typeof meta>

export const AllProviders: Story = {}
