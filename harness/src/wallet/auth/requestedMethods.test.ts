import { createEncodedRecap } from '@walletconnect/utils'
import { describe, expect, it } from 'vitest'
import { requestedMethods } from './requestedMethods'

describe('requestedMethods', () => {
  it('reads the methods of the request’s ReCap', () => {
    const recap = createEncodedRecap('eip155', 'request', ['personal_sign', 'eth_sendTransaction'])
    // ReCap keeps its actions sorted.
    expect(requestedMethods({ resources: ['https://example.com/terms', recap] })).toEqual([
      'eth_sendTransaction',
      'personal_sign',
    ])
  })

  it('finds none without a ReCap, or in one that cannot be read', () => {
    expect(requestedMethods({})).toEqual([])
    expect(requestedMethods({ resources: ['https://example.com/terms'] })).toEqual([])
    expect(requestedMethods({ resources: ['urn:recap:not-base64!'] })).toEqual([])
  })
})
