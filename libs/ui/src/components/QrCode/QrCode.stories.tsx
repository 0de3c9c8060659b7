import type { Meta, StoryObj } from '@storybook/react-vite'
import { sampleWalletIcon } from '../../stories/sampleImages'
import { QrCode } from './QrCode'

/** A pairing URI of the usual length (made up: no session behind it). */
const pairingUri =
  'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn' +
  '&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303&expiryTimestamp=1735689600'

const meta = {
  title: 'Components/QrCode',
  component: QrCode,
  args: {
    value: pairingUri,
    label: 'QR code for Test Wallet',
    imageUrl: sampleWalletIcon,
    imageAlt: 'Test Wallet',
  },
} satisfies Meta<typeof QrCode>
export default meta
type Story = StoryObj<typeof meta>

export const WithImage: Story = {}
export const Monogram: Story = {
  args: { label: 'QR code for Rainbow', imageUrl: undefined, imageAlt: 'Rainbow' },
}
export const ShortValue: Story = { args: { value: 'https://gatehouse.dev' } }
export const LongUri: Story = {
  args: {
    value: `${pairingUri}&methods=wc_sessionAuthenticate,eth_sendTransaction,personal_sign,eth_signTypedData_v4`,
  },
}
export const Loading: Story = { args: { value: '' } }
export const Small: Story = { args: { size: 200 } }
