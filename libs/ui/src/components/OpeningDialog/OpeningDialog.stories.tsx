import { useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { Button } from '../Button/Button'
import { hueFromString } from '../Monogram/hueFromString'
import { OpeningDialog, type OpeningWallet } from './OpeningDialog'

const walletIcon =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="#0f766e"/><rect x="9" y="13" width="22" height="14" rx="3" fill="none" stroke="#fff" stroke-width="2.5"/><circle cx="26" cy="20" r="1.8" fill="#fff"/></svg>',
  )

const installed: OpeningWallet[] = [
  { key: 'walletConnect', name: 'WalletConnect', tag: 'QR code' },
  { key: 'io.gatehouse.testwallet', name: 'Gatehouse Test Wallet', icon: walletIcon, tag: 'Installed' },
  { key: 'com.example.longname', name: 'A wallet with a rather long name indeed', tag: 'Installed' },
].map((wallet) => ({ ...wallet, hue: hueFromString(wallet.name) }))

function OpeningDialogDemo(props: {
  title: string
  closeLabel: string
  initiallyOpen: boolean
  wallets?: OpeningWallet[]
  initiallyChosen?: string
}) {
  const [open, setOpen] = useState(props.initiallyOpen)
  const [chosen, setChosen] = useState(props.initiallyChosen)
  return (
    <>
      <Button onClick={() => setOpen(true)}>Connect Wallet</Button>
      <OpeningDialog
        open={open}
        title={props.title}
        closeLabel={props.closeLabel}
        onRequestClose={() => setOpen(false)}
        list={
          props.wallets && {
            label: 'Wallets',
            wallets: props.wallets,
            pendingRows: 5,
            sections: [96, 100],
            chosen,
            onChoose: setChosen,
          }
        }
      />
    </>
  )
}

/**
 * What a press shows while the modal's code is still arriving: the modal's frame and the list's
 * outline, or the wallets found in this browser already, which the visitor can press.
 */
const meta = {
  title: 'Components/OpeningDialog',
  component: OpeningDialogDemo,
  args: { title: 'Connect Wallet', closeLabel: 'Close', initiallyOpen: true },
} satisfies Meta<typeof OpeningDialogDemo>
export default meta
type Story = StoryObj<typeof meta>

export const Open: Story = {}
export const Closed: Story = { args: { initiallyOpen: false } }
export const WithWallets: Story = { args: { wallets: installed } }
export const WalletChosen: Story = {
  args: { wallets: installed, initiallyChosen: 'io.gatehouse.testwallet' },
}
