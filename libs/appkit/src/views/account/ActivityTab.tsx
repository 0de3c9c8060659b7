import { SkeletonRows } from '@gatehouse/ui'
import { useAppkitMessages } from '../../i18n/appkitMessages'
import { useLoadedComponent } from '../../modal/useLoadedComponent'

// The activity feature's code loads the first time the tab opens, never while the feature is off.
const loadActivityList = () =>
  import('@gatehouse/feature-activity').then((feature) => ({ default: feature.ActivityList }))

/** The Activity tab: the activity feature's transaction list, behind a skeleton while it loads. */
export function ActivityTab() {
  const messages = useAppkitMessages()
  const ActivityList = useLoadedComponent('feature-activity', loadActivityList)
  if (ActivityList) return <ActivityList />
  return <SkeletonRows label={messages.loadingActivity()} className="gh-account__rows" />
}
