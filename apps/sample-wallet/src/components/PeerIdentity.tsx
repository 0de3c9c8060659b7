import { useState } from 'react'

interface PeerIdentityProps {
  metadata: { name?: string; url?: string; icons?: string[] }
  /** The heading text; the peer's name by default. */
  title?: string
  headingId?: string
}

/** A site's icon, name and address, as it introduced itself (unverified). */
export function PeerIdentity({ metadata, title, headingId }: PeerIdentityProps) {
  const [iconFailed, setIconFailed] = useState(false)
  const name = metadata.name?.trim() || 'Unnamed site'
  const icon = metadata.icons?.find((candidate) => /^(https?:|data:image\/)/.test(candidate))
  return (
    <div className="peer">
      {icon && !iconFailed ? (
        <img
          className="peer__icon"
          src={icon}
          alt=""
          width={40}
          height={40}
          referrerPolicy="no-referrer"
          onError={() => setIconFailed(true)}
        />
      ) : (
        <span className="peer__icon peer__icon--letter" aria-hidden="true">
          {name.charAt(0).toUpperCase()}
        </span>
      )}
      <div className="peer__text">
        <h3 className="peer__name" id={headingId}>
          {title ?? name}
        </h3>
        {metadata.url && <p className="peer__url">{metadata.url}</p>}
      </div>
    </div>
  )
}
