import { cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { Avatar } from '../Avatar/Avatar'
import { WalletImage } from '../WalletImage/WalletImage'
import { Logo } from './Logo'

afterEach(cleanup)

const refused = [
  'javascript:alert(1)',
  ' JavaScript:alert(1)',
  'vbscript:msgbox(1)',
  'data:text/html,<script>alert(1)</script>',
  'file:///etc/passwd',
  'blob:https://host.example/0b3a',
  '/relative.png',
]

describe('images the UI shows', () => {
  it('puts an http(s) or data:image URL in the <img>', () => {
    for (const src of ['https://cloud.example/getWalletImage/a', 'data:image/svg+xml,%3Csvg%2F%3E']) {
      const { container, unmount } = render(<Logo name="Rainbow" src={src} size={40} radius="4px" />)
      expect(container.querySelector('img')?.getAttribute('src')).toBe(src)
      unmount()
    }
  })

  it.each(refused)('shows the monogram instead of %s', (src) => {
    const { container } = render(
      <>
        <Logo name="Rainbow" src={src} size={40} radius="4px" />
        <WalletImage name="Rainbow" src={src} />
        <Avatar address="0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266" src={src} />
      </>,
    )
    expect(container.querySelector('img')).toBeNull()
    expect(container.innerHTML).not.toContain(src.trim().slice(0, 10))
  })
})
