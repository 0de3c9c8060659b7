import type { ReactNode } from 'react'
import { MessagesGate, Skeleton, useStyles } from '@gatehouse/ui'
import { onrampCatalogue } from './i18n/onrampMessages'
import css from './onramp.css?inline'

const catalogues = [onrampCatalogue]

/** Shows an on-ramp view once its messages in the visitor's language have arrived (a skeleton meanwhile). */
export function OnrampGate({ children }: { children: ReactNode }) {
  useStyles(css)
  return (
    <MessagesGate
      catalogues={catalogues}
      fallback={
        <div className="gh-view" aria-busy="true">
          <Skeleton height={64} radius="m" />
          <Skeleton height={64} radius="m" />
        </div>
      }
    >
      {children}
    </MessagesGate>
  )
}
