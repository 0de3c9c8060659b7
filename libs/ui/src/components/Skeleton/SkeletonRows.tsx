import { Skeleton } from './Skeleton'

/**
 * A list, tab or grid that is loading: a few skeleton rows in a busy status region that says what
 * is loading ("Loading tokens"). `className` lays the rows out as the content will be.
 */
export function SkeletonRows(props: { label: string; rows?: number; height?: number; className?: string }) {
  return (
    <div role="status" aria-busy="true" aria-label={props.label} className={props.className}>
      {Array.from({ length: props.rows ?? 2 }, (_, index) => (
        <Skeleton key={index} height={props.height ?? 56} radius="m" />
      ))}
    </div>
  )
}
