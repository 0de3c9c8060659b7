import type { Meta, StoryObj } from '@storybook/react-vite'
import { CopyField } from '../components/CopyField/CopyField'
import { Spinner } from '../components/Spinner/Spinner'
import { MessagesGate } from './MessagesGate'
import { uiCatalogue } from './uiMessages'

/** A lazily loaded part behind the gate: the spinner until the UI messages of the language arrive. */
const meta = {
  title: 'Components/MessagesGate',
  component: MessagesGate,
  args: {
    catalogues: [uiCatalogue],
    fallback: <Spinner label="Loading" />,
    children: (
      <CopyField value="0x70997970C51812dc3A010C7d01b50e0d17dc79C8" label="Address" onCopy={() => {}} />
    ),
  },
  decorators: [(Story) => <div style={{ width: 328 }}>{Story()}</div>],
} satisfies Meta<typeof MessagesGate>
export default meta

export const MessagesArrived: StoryObj<typeof meta> = {}
