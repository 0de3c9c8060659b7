import { describe, expect, it } from 'vitest'
import { frameRefusal, frameRefusalReason } from './frameRefusal'

describe('frameRefusal', () => {
  it('keeps what the reply gave, and nothing when it gave neither code', () => {
    expect(frameRefusal(4001, undefined)).toEqual({ code: 4001 })
    expect(frameRefusal(undefined, 'SOCIAL_PROVIDER_UNAVAILABLE')).toEqual({
      reason: 'SOCIAL_PROVIDER_UNAVAILABLE',
    })
    expect(frameRefusal(undefined, undefined)).toBeUndefined()
  })

  it("reads the service's refusal code from a failed request's cause", () => {
    const failed = new Error('Login with x is unavailable', {
      cause: frameRefusal(undefined, 'SOCIAL_PROVIDER_UNAVAILABLE'),
    })
    expect(frameRefusalReason(failed)).toBe('SOCIAL_PROVIDER_UNAVAILABLE')
    expect(frameRefusalReason(new Error('plain'))).toBeUndefined()
    expect(frameRefusalReason(new Error('odd', { cause: { reason: 42 } }))).toBeUndefined()
    expect(frameRefusalReason('not an error')).toBeUndefined()
  })
})
