import type { Meta, StoryObj } from '@storybook/react-vite'
import { proxy } from 'valtio/vanilla'
import { renderViewStory, ViewStory } from '@gatehouse/storykit'
import type { FarcasterSignIn, FarcasterSignInState } from './createFarcasterSignIn'
import { socialsFeature } from '../manifest'

const storyLink =
  'farcaster://connect?channelToken=story-channel-token&nonce=0f1e2d3c4b5a69788796a5b4&siweUri=http%3A%2F%2F127.0.0.1%3A8788&domain=127.0.0.1%3A8788'

/** A Farcaster sign-in standing still in `state` (a story must not open channels). */
function storySignIn(state: FarcasterSignInState): FarcasterSignIn {
  const idle = () => undefined
  return { state: proxy(state), start: idle, retry: idle, leave: idle, destroy: idle }
}

/** ConnectingFarcaster (libs/feature-socials): the QR code and link of the Farcaster app, as the modal loads it. */
const meta = {
  title: 'Views/ConnectingFarcaster',
  component: ViewStory,
  args: {
    features: [socialsFeature],
    open: { view: 'ConnectingFarcaster' },
    theme: 'dark',
    embeddedWallet: { frame: 'ready' },
    extensions: { farcaster: storySignIn({ status: 'waiting', url: storyLink }) },
  },
  render: renderViewStory,
} satisfies Meta<typeof ViewStory>
export default meta
type Story = StoryObj<typeof meta>

/** The link is shown; the visitor's Farcaster app has not answered yet. */
export const Waiting: Story = {}
/** The frame is opening the channel. */
export const Preparing: Story = { args: { extensions: { farcaster: storySignIn({ status: 'opening' }) } } }
/** The app signed with a key that is not the fid's custody key. */
export const CustodyMismatch: Story = {
  args: { extensions: { farcaster: storySignIn({ status: 'failed', problem: 'custody' }) } },
}
/** The link ran out before the app answered. */
export const Expired: Story = {
  args: { extensions: { farcaster: storySignIn({ status: 'failed', problem: 'expired' }) } },
}
