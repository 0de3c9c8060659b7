import { useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { Button } from '../Button/Button'
import { OpeningDialog } from './OpeningDialog'

function OpeningDialogDemo(props: { title: string; closeLabel: string; initiallyOpen: boolean }) {
  const [open, setOpen] = useState(props.initiallyOpen)
  return (
    <>
      <Button onClick={() => setOpen(true)}>Connect Wallet</Button>
      <OpeningDialog
        open={open}
        title={props.title}
        closeLabel={props.closeLabel}
        onRequestClose={() => setOpen(false)}
      />
    </>
  )
}

/** What a press shows while the modal's code is still arriving: the modal's frame and the list's outline. */
const meta = {
  title: 'Components/OpeningDialog',
  component: OpeningDialogDemo,
  args: { title: 'Connect Wallet', closeLabel: 'Close', initiallyOpen: true },
} satisfies Meta<typeof OpeningDialogDemo>
export default meta
type Story = StoryObj<typeof meta>

export const Open: Story = {}
export const Closed: Story = { args: { initiallyOpen: false } }
