import { useKitState } from '@gatehouse/controllers/react'
import { Text } from '@gatehouse/ui'

/** The host's terms and privacy links, when it set them. */
export function LegalFooter() {
  const { termsConditionsUrl, privacyPolicyUrl } = useKitState((k) => k.options.state)
  if (!termsConditionsUrl && !privacyPolicyUrl) return null
  return (
    <div className="gh-modal__footer">
      <Text variant="small" tone="muted" align="center">
        By connecting your wallet, you agree to our{' '}
        {termsConditionsUrl && (
          <a href={termsConditionsUrl} target="_blank" rel="noreferrer noopener">
            Terms of Service
          </a>
        )}
        {termsConditionsUrl && privacyPolicyUrl && ' and '}
        {privacyPolicyUrl && (
          <a href={privacyPolicyUrl} target="_blank" rel="noreferrer noopener">
            Privacy Policy
          </a>
        )}
        .
      </Text>
    </div>
  )
}
