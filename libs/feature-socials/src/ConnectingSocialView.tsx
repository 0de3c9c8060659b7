import { useEffect } from 'react'
import { useSnapshot } from 'valtio/react'
import { useFeatureContext } from '@gatehouse/controllers/react'
import { Button, SocialIcon, Spinner, StatusMessage, Text, useStyles } from '@gatehouse/ui'
import { useSocialsMessages } from './i18n/socialsMessages'
import { problemText } from './problemText'
import { providerNames } from './providerNames'
import css from './socials.css?inline'
import { SocialsGate } from './SocialsGate'
import { useSocialLogin } from './useSocialLogin'
import { socialsNeeds } from './needs'

/**
 * ConnectingSocial: the visitor logs in with the provider in the popup ("Continue in the popup", with
 * cancel); a closed popup or a failure says why, with a retry. Leaving the view stops the login.
 */
export function ConnectingSocialView() {
  return (
    <SocialsGate height={220}>
      <ConnectingSocial />
    </SocialsGate>
  )
}

function ConnectingSocial() {
  useStyles(css)
  const messages = useSocialsMessages()
  const context = useFeatureContext(socialsNeeds)
  const login = useSocialLogin()
  const social = useSnapshot(login.state)
  // Leaving the view stops the login; a remount of the same view (React's strict mode) does not.
  useEffect(
    () => () => {
      setTimeout(() => {
        if (context.router.state.view !== 'ConnectingSocial') login.stop()
      }, 0)
    },
    [login, context],
  )
  const provider = social.provider
  if (!provider) return null
  const name = providerNames[provider]
  const retry = () => void login.retry()
  if (social.status === 'cancelled' || social.status === 'failed') {
    return (
      <div className="gh-view gh-socials__connecting" data-status={social.status}>
        <SocialIcon provider={provider} size={48} />
        <StatusMessage
          tone="error"
          title={social.status === 'cancelled' ? messages.cancelledTitle() : messages.failedTitle()}
          description={
            social.status === 'cancelled'
              ? messages.cancelledText({ provider: name })
              : social.problem && problemText(social.problem, name, messages)
          }
          actionLabel={messages.retry()}
          onAction={retry}
        />
      </div>
    )
  }
  const connecting = social.status === 'connecting'
  return (
    <div className="gh-view gh-socials__connecting" data-status={social.status}>
      <SocialIcon provider={provider} size={48} />
      <div role="status" className="gh-socials__status">
        <Text variant="title" align="center">
          {connecting
            ? messages.authenticating()
            : social.status === 'starting'
              ? messages.startingTitle({ provider: name })
              : social.redirect
                ? messages.startingTitle({ provider: name })
                : messages.popupTitle()}
        </Text>
        {!connecting && (
          <Text variant="small" tone="muted" align="center">
            {social.redirect
              ? messages.redirectText({ provider: name })
              : messages.popupText({ provider: name })}
          </Text>
        )}
      </div>
      {connecting ? (
        <Spinner />
      ) : (
        <Button
          variant="neutral"
          fullWidth
          onClick={() => {
            login.stop()
            context.router.goBack()
          }}
        >
          {messages.cancel()}
        </Button>
      )}
    </div>
  )
}
