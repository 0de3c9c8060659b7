import type { Meta, StoryObj } from '@storybook/react-vite'
import { SocialButton } from './SocialButton'

const meta = {
  title: 'Components/SocialButton',
  component: SocialButton,
  args: { provider: 'google', label: 'Continue with Google', wide: true },
} satisfies Meta<typeof SocialButton>
export default meta

export const Wide: StoryObj<typeof meta> = {}

export const IconsAndMore: StoryObj<typeof meta> = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, width: 320 }}>
      <SocialButton provider="x" label="X" />
      <SocialButton provider="discord" label="Discord" />
      <SocialButton provider="github" label="GitHub" />
      <SocialButton icon="more" label="More" />
    </div>
  ),
}
