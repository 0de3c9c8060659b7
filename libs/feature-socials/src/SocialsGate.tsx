import type { ReactNode } from 'react'
import { MessagesGate, Skeleton } from '@gatehouse/ui'
import { socialsCatalogue } from './i18n/socialsMessages'

const catalogues = [socialsCatalogue]

/** Shows its children once the social login's messages in the visitor's language have arrived. */
export function SocialsGate(props: { children: ReactNode; height?: number }) {
  return (
    <MessagesGate
      catalogues={catalogues}
      fallback={
        <div className="gh-view" aria-busy="true">
          <Skeleton height={props.height ?? 96} radius="m" />
        </div>
      }
    >
      {props.children}
    </MessagesGate>
  )
}
