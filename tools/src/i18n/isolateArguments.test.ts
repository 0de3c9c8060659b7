import { describe, expect, it } from 'vitest'
import { isolateArguments } from './messageArguments'

describe('isolateArguments', () => {
  it('puts each argument written as it is between directional isolates, inside plural cases too', () => {
    expect(isolateArguments('عنوانك الحالي هو {email}.')).toBe('عنوانك الحالي هو \u2068{email}\u2069.')
    expect(isolateArguments('{count, plural, one {رمز إلى {email}} other {# رموز}} {n, number}')).toBe(
      '{count, plural, one {رمز إلى \u2068{email}\u2069} other {# رموز}} \u2068{n, number}\u2069',
    )
  })

  it('leaves a message without arguments as it is', () => {
    expect(isolateArguments('كل المحافظ')).toBe('كل المحافظ')
  })
})
