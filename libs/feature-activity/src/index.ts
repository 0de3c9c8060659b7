/** The Activity tab's list (SPEC §2–§5): loaded only when the activity feature is on and the tab opens. */
export { ActivityList } from './ActivityList'
export { createActivityController } from './createActivityController'
export type { ActivityController, ActivityState } from './createActivityController'
export {
  groupTransactions,
  keepTransactions,
  transactionDescription,
  transactionImage,
  transactionTitle,
} from './activityRules'
export type { ActivityWording, TransactionGroup } from './activityRules'
