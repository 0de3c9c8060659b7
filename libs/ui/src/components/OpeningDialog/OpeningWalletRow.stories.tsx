import type { Meta, StoryObj } from '@storybook/react-vite'
import { hueFromString } from '../Monogram/hueFromString'
import { OpeningDialog } from './OpeningDialog'
import type { OpeningWallet } from './OpeningWalletRow'

const walletIcon =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="#0f766e"/><rect x="9" y="13" width="22" height="14" rx="3" fill="none" stroke="#fff" stroke-width="2.5"/><circle cx="26" cy="20" r="1.8" fill="#fff"/></svg>',
  )

/** One row, in the frame that draws it (its sheet and colours are the frame's). */
function RowInFrame(props: { name: string; icon?: string; tag?: string; chosen: boolean }) {
  const wallet: OpeningWallet = {
    key: 'wallet',
    name: props.name,
    icon: props.icon,
    tag: props.tag,
    hue: hueFromString(props.name),
  }
  return (
    <OpeningDialog
      open
      title="Connect Wallet"
      closeLabel="Close"
      onRequestClose={() => {}}
      list={{
        label: 'Wallets',
        wallets: [wallet],
        pendingRows: 0,
        sections: [],
        chosen: props.chosen ? wallet.key : undefined,
        onChoose: () => {},
      }}
    />
  )
}

/**
 * A wallet row of the modal's frame (OpeningDialog), drawn as the modal's WalletListItem: its icon or
 * monogram, its name (cut short when long), its tag, and a chevron, or a spinner once pressed.
 */
const meta = {
  title: 'Components/OpeningWalletRow',
  component: RowInFrame,
  args: { name: 'Gatehouse Test Wallet', icon: walletIcon, tag: 'Installed', chosen: false },
} satisfies Meta<typeof RowInFrame>
export default meta
type Story = StoryObj<typeof meta>

export const Installed: Story = {}
export const Monogram: Story = { args: { name: 'WalletConnect', icon: undefined, tag: 'QR code' } }
export const Pressed: Story = { args: { chosen: true } }
export const LongName: Story = { args: { name: 'A wallet with a rather long name indeed' } }
