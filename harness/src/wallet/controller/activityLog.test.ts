import { describe, expect, it, vi } from 'vitest'
import { createActivityLog } from './activityLog'

describe('createActivityLog', () => {
  it('keeps the newest 100 lines and reports each change', () => {
    const changed = vi.fn()
    const activity = createActivityLog(changed)
    for (let line = 1; line <= 101; line++) activity.log(`line ${line}`)
    expect(activity.entries()).toHaveLength(100)
    expect(activity.entries()[0]?.message).toBe('line 2')
    expect(changed).toHaveBeenCalledTimes(101)
  })

  it('logs a failure for people and rethrows it with its cause', () => {
    const activity = createActivityLog(() => undefined)
    const cause = new Error('socket closed')
    expect(() => activity.fail('Could not pair', cause)).toThrow('Could not pair: socket closed')
    expect(activity.entries().at(-1)).toMatchObject({
      message: 'Could not pair: socket closed',
      tone: 'error',
    })
  })
})
