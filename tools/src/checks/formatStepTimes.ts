/** How one step of a run went. */
export interface StepTime {
  step: string
  seconds: number
  passed: boolean
}

/** One line a step, `  test:e2e        912.4 s  passed`, and the total under several steps. */
export function formatStepTimes(times: readonly StepTime[]): string {
  const width = Math.max(0, ...times.map((time) => time.step.length)) + 2
  const line = (name: string, seconds: number, outcome: string) =>
    `  ${name.padEnd(width)}${seconds.toFixed(1).padStart(8)} s  ${outcome}`.trimEnd()
  const lines = times.map((time) => line(time.step, time.seconds, time.passed ? 'passed' : 'FAILED'))
  if (times.length > 1) {
    lines.push(
      line(
        'total',
        times.reduce((sum, time) => sum + time.seconds, 0),
        '',
      ),
    )
  }
  return lines.join('\n')
}
