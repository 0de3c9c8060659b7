export { analyticsEvent, postEvent } from './analyticsEvents'
