import { useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { Button } from '../Button/Button'
import { Header } from '../Header/Header'
import { Text } from '../Text/Text'
import { WalletListItem } from '../WalletListItem/WalletListItem'
import { Dialog } from './Dialog'

function DialogDemo(props: { initiallyOpen: boolean; shake?: boolean }) {
  const [open, setOpen] = useState(props.initiallyOpen)
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open dialog</Button>
      <Dialog
        open={open}
        labelledBy="dialog-title"
        onRequestClose={() => setOpen(false)}
        shake={props.shake ?? false}
      >
        <Header title="Connect Wallet" titleId="dialog-title" onClose={() => setOpen(false)} />
        <div style={{ display: 'grid', gap: 8, padding: '0 12px 16px' }}>
          <WalletListItem name="Test Wallet" tag="Installed" />
          <WalletListItem name="Rainbow" />
          <Text variant="small" tone="muted" align="center">
            Tab stays inside; Escape closes; focus returns to the button.
          </Text>
        </div>
      </Dialog>
    </>
  )
}

const meta = {
  title: 'Components/Dialog',
  component: DialogDemo,
  args: { initiallyOpen: true },
} satisfies Meta<typeof DialogDemo>
export default meta
type Story = StoryObj<typeof meta>

export const Open: Story = {}
export const Closed: Story = { args: { initiallyOpen: false } }
export const Shaking: Story = { args: { shake: true } }
