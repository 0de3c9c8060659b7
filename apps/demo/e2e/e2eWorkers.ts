/**
 * How many test files run side by side, each with a stack of its own (chains, apps/cloud, the
 * pages, Chromium). A file waits mostly on its parts (blocks, polls, the browser painting), not on a
 * core: one file at a time kept about half of the CI machine's two cores busy.
 */
export const e2eWorkers = 2
