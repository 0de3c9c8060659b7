import { useSnapshot } from 'valtio/react'
import { useFeatureContext } from '@gatehouse/controllers/react'
import { Button, Icon, MessagesGate, Skeleton, Text, useStyles } from '@gatehouse/ui'
import { namesCatalogue, useNamesMessages } from './i18n/namesMessages'
import css from './names.css?inline'
import { useNameController } from './useNameController'
import { namesNeeds } from './needs'

const catalogues = [namesCatalogue]

/** RegisterAccountNameSuccess (docs/reference/views.md#register-account-name): the name just registered, and the way back to Account. */
export function RegisterAccountNameSuccessView() {
  return (
    <MessagesGate
      catalogues={catalogues}
      fallback={
        <div className="gh-view" aria-busy="true">
          <Skeleton height={120} radius="m" />
        </div>
      }
    >
      <RegisteredName />
    </MessagesGate>
  )
}

function RegisteredName() {
  useStyles(css)
  const messages = useNamesMessages()
  const context = useFeatureContext(namesNeeds)
  const names = useSnapshot(useNameController().state)
  const argument = context.router.state.data?.arguments?.name
  const name = names.registeredName ?? (typeof argument === 'string' ? argument : undefined)

  return (
    <div className="gh-view gh-names gh-names__success">
      <span className="gh-names__success-icon">
        <Icon name="checkCircle" size={48} />
      </span>
      {name && (
        <Text as="h3" variant="title">
          <bdi>{messages.successTitle({ name })}</bdi>
        </Text>
      )}
      <Text as="p" variant="body" tone="muted">
        {messages.successText()}
      </Text>
      <Button fullWidth onClick={() => context.router.reset('Account')}>
        {messages.backToAccount()}
      </Button>
    </div>
  )
}
