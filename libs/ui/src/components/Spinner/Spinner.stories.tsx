import type { Meta, StoryObj } from '@storybook/react-vite'
import { Spinner } from './Spinner'

const meta = { title: 'Components/Spinner', component: Spinner } satisfies Meta<typeof Spinner>
export default meta

export const Labelled: StoryObj<typeof meta> = { args: { label: 'Loading wallets' } }
export const Large: StoryObj<typeof meta> = { args: { size: 48, label: 'Connecting' } }
