import { describe, expect, it } from 'vitest'
import { formatStepTimes } from './formatStepTimes'

describe('formatStepTimes', () => {
  it('prints each step with its time and outcome, and the total', () => {
    expect(
      formatStepTimes([
        { step: 'lint', seconds: 61.25, passed: true },
        { step: 'test:e2e', seconds: 912.4, passed: false },
      ]),
    ).toBe(
      ['  lint          61.3 s  passed', '  test:e2e     912.4 s  FAILED', '  total        973.6 s'].join(
        '\n',
      ),
    )
  })

  it('prints no total for one step', () => {
    expect(formatStepTimes([{ step: 'lint', seconds: 2, passed: true }])).toBe('  lint       2.0 s  passed')
  })
})
