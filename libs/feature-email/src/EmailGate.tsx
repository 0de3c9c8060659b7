import type { ReactNode } from 'react'
import { MessagesGate, Skeleton } from '@gatehouse/ui'
import { emailCatalogue } from './i18n/emailMessages'

const catalogues = [emailCatalogue]

/** Shows its children once the e-mail login's messages in the visitor's language have arrived. */
export function EmailGate(props: { children: ReactNode; rows?: number }) {
  return (
    <MessagesGate
      catalogues={catalogues}
      fallback={
        <div className="gh-view" aria-busy="true">
          {Array.from({ length: props.rows ?? 2 }, (_, index) => (
            <Skeleton key={index} height={56} radius="m" />
          ))}
        </div>
      }
    >
      {props.children}
    </MessagesGate>
  )
}
