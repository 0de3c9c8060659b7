import { describe, expect, it } from 'vitest'
import { isOriginAllowed } from './isOriginAllowed'

describe('isOriginAllowed', () => {
  it('accepts an origin on the project list', () => {
    expect(isOriginAllowed('https://shop.example.com', ['https://shop.example.com'])).toBe(true)
  })

  it('accepts localhost on any port and the preview hosts without a list', () => {
    expect(isOriginAllowed('http://localhost:5173', [])).toBe(true)
    expect(isOriginAllowed('http://localhost', [])).toBe(true)
    expect(isOriginAllowed('https://my-branch.app.pages.dev', [])).toBe(true)
    expect(isOriginAllowed('https://preview-123.vercel.app', [])).toBe(true)
    expect(isOriginAllowed('https://abcd.ngrok-free.app', [])).toBe(true)
    expect(isOriginAllowed('https://secure-mobile.walletconnect.com', [])).toBe(true)
  })

  it('matches wildcards in host labels and ports', () => {
    expect(isOriginAllowed('https://a.example.com', ['https://*.example.com'])).toBe(true)
    expect(isOriginAllowed('https://example.com', ['https://*.example.com'])).toBe(false)
    expect(isOriginAllowed('http://dev.example.com:8080', ['http://dev.example.com:*'])).toBe(true)
  })

  it('matches a pattern without a scheme on http and https', () => {
    expect(isOriginAllowed('https://example.org', ['example.org'])).toBe(true)
    expect(isOriginAllowed('http://example.org', ['example.org'])).toBe(true)
  })

  it('refuses other origins, and look-alikes of allowed ones', () => {
    expect(isOriginAllowed('https://evil.com', ['https://shop.example.com'])).toBe(false)
    expect(isOriginAllowed('https://vercel.app.evil.com', [])).toBe(false)
    expect(isOriginAllowed('https://shop.example.com.evil.com', ['https://shop.example.com'])).toBe(false)
  })
})
