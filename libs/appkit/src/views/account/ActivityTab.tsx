import { Skeleton } from '@gatehouse/ui'
import { useLoadedComponent } from '../../modal/useLoadedComponent'

// The activity feature's code loads the first time the tab opens, never while the feature is off.
const loadActivityList = () =>
  import('@gatehouse/feature-activity').then((feature) => ({ default: feature.ActivityList }))

/** The Activity tab: the activity feature's transaction list, behind a skeleton while it loads. */
export function ActivityTab() {
  const ActivityList = useLoadedComponent('feature-activity', loadActivityList)
  if (ActivityList) return <ActivityList />
  return (
    <div role="status" aria-busy="true" aria-label="Loading activity" className="gh-account__rows">
      <Skeleton height={56} radius="m" />
      <Skeleton height={56} radius="m" />
    </div>
  )
}
