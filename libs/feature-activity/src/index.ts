/** The Activity tab's list (docs/reference/states.md#transactions-list): loaded only when the activity feature is on and the tab opens. */
export { ActivityList } from './ActivityList'

/** The feature's messages in every language: the kit titles its views from them (see manifest.ts). */
export { activityCatalogue as messages } from './i18n/activityMessages'
