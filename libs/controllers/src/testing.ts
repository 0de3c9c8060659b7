/** Test helpers for libraries built on the controllers (unit tests only; needs vitest). */
export { scriptedAdapter } from './testing/scriptedAdapter'
export { quietAdapter } from './testing/quietAdapter'
export { desktopTestPlatform } from './testing/testPlatform'
// Single controllers, for tests of libraries that take only some of a kit (the embedded wallet's).
export { createModalController } from './modal/createModalController'
export { createRouterController } from './router/createRouterController'
export { createToastController } from './toast/createToastController'
export { createStorage } from './storage/createStorage'
