import { useEffect, type FormEvent } from 'react'
import { useSnapshot } from 'valtio/react'
import { useFeatureContext } from '@gatehouse/controllers/react'
import { Button, MessagesGate, Skeleton, StatusMessage, Text, TextField, useStyles } from '@gatehouse/ui'
import { namesCatalogue, useNamesMessages } from './i18n/namesMessages'
import { NameSuggestions } from './NameSuggestions'
import { availabilityText, errorText, issueText } from './nameStatusText'
import css from './names.css?inline'
import { useNameController } from './useNameController'
import { namesNeeds } from './needs'

const catalogues = [namesCatalogue]

/**
 * RegisterAccountName (docs/reference/views.md#register-account-name): the visitor types a name and sees the rules' messages at once,
 * then availability and suggestions; Register signs and submits it. A failure stays here with what
 * was typed and the catalogue's error. `open({ view: 'RegisterAccountName', arguments: { name } })`
 * starts with a name typed.
 */
export function RegisterAccountNameView() {
  return (
    <MessagesGate
      catalogues={catalogues}
      fallback={
        <div className="gh-view" aria-busy="true">
          <Skeleton height={72} radius="m" />
          <Skeleton height={46} radius="m" />
        </div>
      }
    >
      <RegisterAccountNameForm />
    </MessagesGate>
  )
}

function RegisterAccountNameForm() {
  useStyles(css)
  const messages = useNamesMessages()
  const context = useFeatureContext(namesNeeds)
  const controller = useNameController()
  const names = useSnapshot(controller.state)
  const network = context.chain.network()
  const typed = context.router.state.data?.arguments?.name

  useEffect(() => {
    if (typeof typed === 'string') controller.setInput(typed)
  }, [controller, typed])

  if (network?.chainNamespace !== 'eip155') {
    return (
      <div className="gh-view">
        <StatusMessage tone="neutral" title={messages.evmOnly()} />
      </div>
    )
  }

  const fullName = controller.fullName(names.input)
  const availability = availabilityText(names, fullName, messages)
  const canRegister = names.input !== '' && !names.issue && names.available === true && !names.registering

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (canRegister) void controller.register()
  }

  return (
    <form className="gh-view gh-names" onSubmit={onSubmit} noValidate aria-busy={names.registering}>
      <TextField
        label={messages.nameLabel()}
        value={names.input}
        onChange={controller.setInput}
        invalid={Boolean(names.issue) || names.available === false}
        message={names.issue ? issueText(names.issue, messages) : messages.nameHint()}
        placeholder={messages.namePlaceholder()}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={80}
        dir="ltr"
        readOnly={names.registering}
        action={
          <span className="gh-names__zone" dir="ltr">
            .{controller.zone}
          </span>
        }
      />
      <p className="gh-names__availability" role="status" data-available={names.available}>
        {availability && (
          <Text as="span" variant="small" tone={names.available === false ? 'error' : 'muted'}>
            {availability}
          </Text>
        )}
      </p>
      <NameSuggestions
        suggestions={names.suggestions}
        typed={fullName}
        zone={controller.zone}
        disabled={names.registering}
        onPick={controller.setInput}
      />
      <div className="gh-names__error" role="alert">
        {names.error && (
          <Text variant="small" tone="error">
            {errorText(names.error, fullName, messages)}
          </Text>
        )}
      </div>
      <Button type="submit" fullWidth loading={names.registering} disabled={!canRegister}>
        {names.registering ? messages.confirmInWallet() : messages.register()}
      </Button>
    </form>
  )
}
