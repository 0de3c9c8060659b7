import { useFeatureContext } from '@gatehouse/controllers/react'
import { SocialButton, useStyles } from '@gatehouse/ui'
import { useSocialsMessages } from './i18n/socialsMessages'
import { providerNames } from './providerNames'
import css from './socials.css?inline'
import { SocialsGate } from './SocialsGate'
import { socialButtonsLayout } from './socialProviders'
import { useChooseProvider } from './useChooseProvider'
import { useProviders } from './useProviders'
import { socialsNeeds } from './needs'

/**
 * The Connect view's social login: the first provider as a wide "Continue with …" button, the next
 * ones as icon buttons, the rest behind "more" (the ConnectSocials list).
 */
export function SocialLoginButtons() {
  return (
    <SocialsGate height={100}>
      <Buttons />
    </SocialsGate>
  )
}

function Buttons() {
  useStyles(css)
  const messages = useSocialsMessages()
  const context = useFeatureContext(socialsNeeds)
  const choose = useChooseProvider()
  const layout = socialButtonsLayout(useProviders())
  if (!layout.wide) return null
  const wide = layout.wide
  return (
    <div className="gh-socials" role="group" aria-label={messages.socialButtonsLabel()}>
      <SocialButton
        wide
        provider={wide}
        label={messages.continueWith({ provider: providerNames[wide] })}
        onClick={() => choose(wide)}
        data-provider={wide}
      />
      {(layout.icons.length > 0 || layout.more.length > 0) && (
        <div className="gh-socials__row">
          {layout.icons.map((provider) => (
            <SocialButton
              key={provider}
              provider={provider}
              label={messages.continueWith({ provider: providerNames[provider] })}
              onClick={() => choose(provider)}
              data-provider={provider}
            />
          ))}
          {layout.more.length > 0 && (
            <SocialButton
              icon="more"
              label={messages.moreProviders()}
              onClick={() => context.router.push('ConnectSocials')}
            />
          )}
        </div>
      )}
    </div>
  )
}
