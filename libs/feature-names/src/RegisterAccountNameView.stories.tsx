import type { Meta, StoryObj } from '@storybook/react-vite'
import { connectedStoryArgs, renderViewStory, ViewStory } from '@gatehouse/storykit'
import { namesFeature } from './manifest'

/** The account-name form (libs/feature-names), as the modal loads it, in each state a visitor meets. */
const meta = {
  title: 'Views/RegisterAccountName',
  component: ViewStory,
  args: {
    features: [namesFeature],
    open: { view: 'RegisterAccountName' },
    ...connectedStoryArgs,
    service: 'ok',
  },
  render: renderViewStory,
} satisfies Meta<typeof ViewStory>
export default meta
type Story = StoryObj<typeof meta>

const typed = (name: string) => ({ open: { view: 'RegisterAccountName' as const, arguments: { name } } })

export const Empty: Story = {}
export const TooShort: Story = { args: typed('ali') }
export const BadCharacters: Story = { args: typed('ali_ce') }
export const Available: Story = { args: typed('alice') }
export const Taken: Story = { args: typed('taken-name') }
export const Checking: Story = { args: { ...typed('alice'), service: 'pending' } }
export const SuggestionsFailed: Story = { args: { ...typed('alice'), service: 'down' } }
