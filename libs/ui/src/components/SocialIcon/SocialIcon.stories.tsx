import type { Meta, StoryObj } from '@storybook/react-vite'
import { SocialIcon } from './SocialIcon'
import { socialMarks, type SocialMarkName } from './socialMarks'

const meta = {
  title: 'Components/SocialIcon',
  component: SocialIcon,
  args: { provider: 'google' },
} satisfies Meta<typeof SocialIcon>
export default meta

export const Single: StoryObj<typeof meta> = {}

export const AllMarks: StoryObj<typeof meta> = {
  render: () => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(4, 1fr)',
        gap: 16,
        listStyle: 'none',
        padding: 0,
      }}
    >
      {(Object.keys(socialMarks) as SocialMarkName[]).map((name) => (
        <li key={name} style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
          <SocialIcon provider={name} size={28} />
          <span>{name}</span>
        </li>
      ))}
    </ul>
  ),
}
