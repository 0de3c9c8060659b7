/** Test helpers for libraries built on the controllers (unit tests only; needs vitest). */
export { scriptedAdapter } from './testing/scriptedAdapter'
