import type { Meta, StoryObj } from '@storybook/react-vite'
import {
  connectedStoryArgs,
  renderViewStory,
  storyEther,
  storyGusd,
  storySend,
  ViewStory,
} from '@gatehouse/storykit'
import { sendFeature } from './manifest'

/** The send feature's view (libs/feature-send), as the modal loads it. */
const meta = {
  title: 'Views/Send',
  component: ViewStory,
  args: {
    features: [sendFeature],
    open: { view: 'WalletSend' },
    ...connectedStoryArgs,
    service: 'ok',
  },
  render: renderViewStory,
} satisfies Meta<typeof ViewStory>
export default meta
type Story = StoryObj<typeof meta>

// A receiver whose EIP-55 checksum holds, and the same with one letter's case flipped (a typo).
const receiver = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const mistyped = '0x70997970c51812dc3A010C7d01b50e0d17dc79C8'

export const Empty: Story = {}
export const TokensLoading: Story = { args: { service: 'pending' } }
/** From a Bitcoin payment account: BTC chosen, no Max, a `bc1…` receiver. */
export const Bitcoin: Story = { args: { bitcoin: 'connected' } }

/** A receiver whose capital letters do not match its checksum: the reason under the receiver. */
export const ReceiverChecksumError: Story = {
  args: {
    extensions: {
      send: storySend({
        token: storyEther,
        sendTokenAmount: '1',
        receiverAddress: mistyped,
        error:
          'This address has a typo: its capital and small letters do not match its checksum. Copy it again.',
        errorField: 'receiver',
      }),
    },
  },
}

/** Ether whose amount and estimated fee exceed the balance: the reason under the amount. */
export const AmountAboveBalanceAndFee: Story = {
  args: {
    extensions: {
      send: storySend({
        token: storyEther,
        sendTokenAmount: '10',
        receiverAddress: receiver,
        error: 'Insufficient funds for gas and value.',
        errorField: 'amount',
      }),
    },
  },
}

/** A token send whose fee the ether balance cannot pay: the reason under the token, naming ETH. */
export const FeeAboveBalance: Story = {
  args: {
    extensions: {
      send: storySend({
        token: storyGusd,
        sendTokenAmount: '25',
        receiverAddress: receiver,
        error: 'Not enough {symbol} to pay the network fee',
        errorField: 'token',
        errorValues: { symbol: 'ETH' },
      }),
    },
  },
}

/** A failure about the whole send (here, the network's answer timed out): above the button. */
export const SendFailed: Story = {
  args: {
    extensions: {
      send: storySend({
        token: storyEther,
        sendTokenAmount: '1',
        receiverAddress: receiver,
        error: 'The request took too long to respond.',
      }),
    },
  },
}

/** The balance and the fee are being checked; the wallet has not been asked yet. */
export const Checking: Story = {
  args: {
    extensions: {
      send: storySend({
        token: storyEther,
        sendTokenAmount: '1',
        receiverAddress: receiver,
        loading: true,
        checking: true,
      }),
    },
  },
}

/** Max pressed for ether: the fee of sending it all is being estimated, Max busy; the other fields stay. */
export const MaxEstimating: Story = {
  args: {
    extensions: {
      send: storySend({
        token: storyEther,
        sendTokenAmount: '1',
        receiverAddress: receiver,
        estimatingMax: true,
      }),
    },
  },
}
