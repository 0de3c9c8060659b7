/** The Activity tab's list (SPEC §2–§5): loaded only when the activity feature is on and the tab opens. */
export { ActivityList } from './ActivityList'
