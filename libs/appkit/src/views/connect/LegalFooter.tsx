import { useKitState } from '@gatehouse/controllers/react'
import { Text } from '@gatehouse/ui'
import { useAppkitMessages } from '../../i18n/appkitMessages'
import { interpolateElements } from '../../i18n/interpolateElements'

/** The host's terms and privacy links, when it set them, in a sentence of the modal's language. */
export function LegalFooter() {
  const messages = useAppkitMessages()
  const { termsConditionsUrl, privacyPolicyUrl } = useKitState((k) => k.options.state)
  if (!termsConditionsUrl && !privacyPolicyUrl) return null
  const terms = termsConditionsUrl && (
    <a href={termsConditionsUrl} target="_blank" rel="noreferrer noopener">
      {messages.termsOfService()}
    </a>
  )
  const privacy = privacyPolicyUrl && (
    <a href={privacyPolicyUrl} target="_blank" rel="noreferrer noopener">
      {messages.privacyPolicy()}
    </a>
  )
  const sentence =
    terms && privacy
      ? interpolateElements(messages.legalTermsAndPrivacy, { terms, privacy })
      : terms
        ? interpolateElements(messages.legalTermsOnly, { terms })
        : interpolateElements(messages.legalPrivacyOnly, { privacy })
  return (
    <div className="gh-modal__footer">
      <Text variant="small" tone="muted" align="center">
        {sentence}
      </Text>
    </div>
  )
}
