/** Test helpers for libraries built on the controllers (unit tests only; needs vitest). */
export { scriptedAdapter } from './testing/scriptedAdapter'
export { quietAdapter } from './testing/quietAdapter'
export { desktopTestPlatform } from './testing/testPlatform'
