import type { RequestDetail } from '../format/describeRequest'

/** Labelled values of a card. */
export function DetailList({ details }: { details: readonly RequestDetail[] }) {
  return (
    <dl className="details">
      {details.map((detail, index) => (
        <div className={detail.warning ? 'details__row details__row--warning' : 'details__row'} key={index}>
          <dt>{detail.label}</dt>
          <dd>
            {detail.block ? (
              <pre
                className={detail.code ? 'details__block details__block--code' : 'details__block'}
                tabIndex={0}
              >
                {detail.value}
              </pre>
            ) : detail.code ? (
              <code>{detail.value}</code>
            ) : (
              detail.value
            )}
          </dd>
        </div>
      ))}
    </dl>
  )
}
