import { describe, expect, it } from 'vitest'
import { parseSocialLoginResultMessage, socialLoginResultType } from './socialLogin'

describe('parseSocialLoginResultMessage', () => {
  it('accepts a result address and a known failure', () => {
    const resultUri = 'http://127.0.0.1:4000/v1/auth/social/result/abc'
    expect(parseSocialLoginResultMessage({ type: socialLoginResultType, resultUri })).toEqual({
      type: socialLoginResultType,
      resultUri,
    })
    expect(parseSocialLoginResultMessage({ type: socialLoginResultType, error: 'access_denied' })).toEqual({
      type: socialLoginResultType,
      error: 'access_denied',
    })
  })

  it('ignores anything else', () => {
    for (const data of [
      undefined,
      'gatehouse:social-result',
      { type: 'other', resultUri: 'https://a.example' },
      { type: socialLoginResultType, resultUri: 'javascript:alert(1)' },
      { type: socialLoginResultType, error: 'TypeError: x is undefined' },
      { type: socialLoginResultType },
    ]) {
      expect(parseSocialLoginResultMessage(data)).toBeUndefined()
    }
  })
})
