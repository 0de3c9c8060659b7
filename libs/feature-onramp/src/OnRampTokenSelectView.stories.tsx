import type { Meta, StoryObj } from '@storybook/react-vite'
import { connectedStoryArgs, renderViewStory, ViewStory } from '@gatehouse/storykit'
import { onrampFeature } from './manifest'

/** The on-ramp feature's amount form (libs/feature-onramp): currencies, amount and quote. */
const meta = {
  title: 'Views/OnRampTokenSelect',
  component: ViewStory,
  args: {
    features: [onrampFeature],
    open: { view: 'OnRampTokenSelect' },
    ...connectedStoryArgs,
    service: 'ok',
  },
  render: renderViewStory,
} satisfies Meta<typeof ViewStory>
export default meta
type Story = StoryObj<typeof meta>

export const Options: Story = {}
export const OptionsLoading: Story = { args: { service: 'pending' } }
/** The service is down: the built-in currencies (docs/reference/messages.md#fallbacks), with a line that says so. */
export const ServiceDown: Story = { args: { service: 'down' } }
