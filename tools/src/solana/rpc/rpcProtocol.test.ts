import { describe, expect, it } from 'vitest'
import { stringifyJson } from './rpcProtocol'

describe('stringifyJson', () => {
  it('writes bigints as exact JSON numbers, beyond 2^53', () => {
    expect(stringifyJson({ rentEpoch: 18446744073709551615n, lamports: 5n, list: [1n] })).toBe(
      '{"rentEpoch":18446744073709551615,"lamports":5,"list":[1]}',
    )
  })

  it('leaves strings alone, even ones that look like the marker', () => {
    expect(stringifyJson({ text: 'bigint:12' })).toBe('{"text":"bigint:12"}')
  })
})
