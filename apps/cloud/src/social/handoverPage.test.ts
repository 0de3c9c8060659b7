import { describe, expect, it } from 'vitest'
import { handoverPage } from './handoverPage'

const bodyOf = (response: { body?: string | Uint8Array }) => String(response.body)

describe('social login hand-over page', () => {
  it('carries the result for the host origin, keeps its opener and is never cached or referred', () => {
    const page = handoverPage(
      {
        hostOrigin: 'http://localhost:5173',
        returnUrl: 'http://localhost:5173/',
        resultUri: 'http://f.example/r/abc',
      },
      'en',
    )
    expect(bodyOf(page)).toContain(
      '{"hostOrigin":"http://localhost:5173","returnUrl":"http://localhost:5173/","resultUri":"http://f.example/r/abc"}',
    )
    expect(page.headers['Cross-Origin-Opener-Policy']).toBeUndefined()
    expect(page.headers['Referrer-Policy']).toBe('no-referrer')
    expect(page.headers['Cache-Control']).toBe('no-store')
    expect(page.headers['Content-Security-Policy']).toContain("script-src 'self'")
  })

  it('cannot be broken out of: markup in the data is escaped', () => {
    const page = handoverPage(
      {
        hostOrigin: 'http://localhost:5173',
        returnUrl: 'http://localhost:5173/"><script>x</script>',
        error: 'access_denied',
      },
      'en',
    )
    expect(bodyOf(page)).not.toContain('<script>x</script>')
    expect(bodyOf(page)).toContain('\\u003cscript>')
    expect(bodyOf(page)).toContain('&#34;&#62;&#60;script&#62;')
  })

  it("says what happened in the visitor's language, with no way back when the host is unknown", () => {
    const page = bodyOf(handoverPage({ error: 'invalid_state' }, 'ar-EG,ar;q=0.9,en;q=0.5'))
    expect(page).toContain('lang="ar" dir="rtl"')
    expect(page).toContain('انتهت صلاحية')
    expect(page).not.toContain('<a ')
    expect(bodyOf(handoverPage({ error: 'invalid_state' }, 'fr-FR'))).toContain('This login has expired')
  })
})
