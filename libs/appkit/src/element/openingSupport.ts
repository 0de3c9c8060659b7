/**
 * The code the modal's frame lists the browser's wallets with that it shares with the kit (URL
 * checks, limits, monograms): loaded by the frame once it shows (useOpeningList), so that the frame's
 * own chunk needs no other file and paints at once. No React here: a lazy chunk of its own with React
 * made Rolldown move React out of the page's chunk.
 */
export { isMobileBrowser } from '@gatehouse/common'
export { hueFromString } from '@gatehouse/ui'
export { readAnnouncement } from './announcement'
export { openingPlan } from './openingPlan'
