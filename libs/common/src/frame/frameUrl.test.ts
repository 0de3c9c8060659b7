import { describe, expect, it } from 'vitest'
import { embeddedFrameUrl } from './frameUrl'

describe('embeddedFrameUrl', () => {
  it('puts the project and the host origin in the query of /frame on the frame origin', () => {
    const url = new URL(
      embeddedFrameUrl('http://127.0.0.1:8788', { projectId: 'demo', origin: 'http://localhost:5173' }),
    )
    expect(url.origin).toBe('http://127.0.0.1:8788')
    expect(url.pathname).toBe('/frame')
    expect(url.searchParams.get('projectId')).toBe('demo')
    expect(url.searchParams.get('origin')).toBe('http://localhost:5173')
  })
})
