import { spawn } from 'node:child_process'
import { formatStepTimes, type StepTime } from './formatStepTimes'

/**
 * `npm test`: runs the suite's steps in order, each as its own npm script, stops at the first that
 * fails, and prints how long each step took (so CI's log shows where its time goes).
 */
// The docs build comes early: it is quick, and it checks every link of the documentation site.
const steps = [
  'lint',
  'typecheck',
  'docs:build',
  'test:unit',
  'test:size',
  'test:stories',
  'test:e2e',
  'test:packages',
]

function run(step: string): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', step], { stdio: 'inherit' })
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
  })
}

const times: StepTime[] = []
let failed: string | undefined
for (const step of steps) {
  const started = performance.now()
  const code = await run(step)
  times.push({ step, seconds: (performance.now() - started) / 1000, passed: code === 0 })
  console.log(`\n${formatStepTimes(times.slice(-1))}\n`)
  if (code !== 0) {
    failed = step
    break
  }
}
console.log(`npm test, time per step:\n${formatStepTimes(times)}`)
if (failed) {
  console.error(`npm test failed at '${failed}'.`)
  process.exit(1)
}
