import { describe, expect, it } from 'vitest'
import { chainRpcUrl } from './chainRpcUrl'

describe('chainRpcUrl', () => {
  it('is the service’s /v1/ endpoint with the chain and the project in the query', () => {
    expect(chainRpcUrl('https://cloud.example', 'p1', 'eip155:1')).toBe(
      'https://cloud.example/v1/?chainId=eip155:1&projectId=p1',
    )
    // A base URL with a path and a trailing slash keeps its path.
    expect(chainRpcUrl('https://example.com/gatehouse/', 'p1', 'eip155:42161')).toBe(
      'https://example.com/gatehouse/v1/?chainId=eip155:42161&projectId=p1',
    )
  })

  it('leaves the project out when the kit has none', () => {
    expect(chainRpcUrl('http://127.0.0.1:8787', undefined, 'eip155:1')).toBe(
      'http://127.0.0.1:8787/v1/?chainId=eip155:1',
    )
  })
})
