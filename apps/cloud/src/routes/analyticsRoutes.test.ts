import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startCloud, type CloudHandle } from '../startCloud'
import { analyticsEvent, postEvent } from '@gatehouse/harness/analytics'
import { testDatabase } from '../../test/testDatabase'

describe('POST /e with a rate limit', () => {
  let cloud: CloudHandle
  beforeAll(async () => {
    cloud = await startCloud({
      port: 0,
      ...(await testDatabase()),
      config: { rateLimits: { analyticsEventsPerMinute: 3 } },
    })
  })
  afterAll(() => cloud.close())

  it('accepts the configured number of events a minute from one address, then answers 429', async () => {
    const answers = []
    for (let i = 0; i < 4; i++) answers.push(await postEvent(cloud.url))
    expect(answers.map((answer) => answer.status)).toEqual([202, 202, 202, 429])
    expect(answers[3]?.error).toMatch(
      /^Too many analytics events from this address: at most 3 per 60 s; retry in \d+ s$/,
    )
    // The wait is a header too, so a client need not read the message.
    const again = await fetch(`${cloud.url}/e?projectId=p`, {
      method: 'POST',
      body: JSON.stringify(analyticsEvent()),
    })
    expect(again.status).toBe(429)
    const { error } = (await again.json()) as { error: string }
    expect(error).toContain(`retry in ${again.headers.get('retry-after')} s`)
  })

  it('names a bad limit in the configuration', async () => {
    await expect(
      startCloud({ port: 0, config: { rateLimits: { analyticsEventsPerMinute: 0 } } }),
    ).rejects.toThrow('rateLimits.analyticsEventsPerMinute must be at least 1')
  })
})
