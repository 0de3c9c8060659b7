import { SocialButton, useStyles } from '@gatehouse/ui'
import { useSocialsMessages } from './i18n/socialsMessages'
import { providerNames } from './providerNames'
import css from './socials.css?inline'
import { SocialsGate } from './SocialsGate'
import { useChooseProvider } from './useChooseProvider'
import { useProviders } from './useProviders'

/** ConnectSocials: every social provider the Connect view offers, as a list ("more"). */
export function ConnectSocialsView() {
  return (
    <SocialsGate height={280}>
      <ProviderList />
    </SocialsGate>
  )
}

function ProviderList() {
  useStyles(css)
  const messages = useSocialsMessages()
  const choose = useChooseProvider()
  return (
    <ul className="gh-view gh-socials__list" aria-label={messages.socialButtonsLabel()}>
      {useProviders().map((provider) => (
        <li key={provider}>
          <SocialButton
            wide
            provider={provider}
            label={messages.continueWith({ provider: providerNames[provider] })}
            onClick={() => choose(provider)}
            data-provider={provider}
          />
        </li>
      ))}
    </ul>
  )
}
