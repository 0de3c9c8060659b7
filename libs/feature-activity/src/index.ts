/** The Activity tab's list (docs/reference/states.md#transactions-list): loaded only when the activity feature is on and the tab opens. */
export { ActivityList } from './ActivityList'
