import { useEffect, useRef, type FormEvent } from 'react'
import { useSnapshot } from 'valtio/react'
import { bitcoinAddressFormat, formatBalance, formatUsd, type Network } from '@gatehouse/common'
import { useActiveNamespace, useFeatureContext, useFeatureState } from '@gatehouse/controllers/react'
import {
  Button,
  MessagesGate,
  Skeleton,
  StatusMessage,
  Text,
  TextField,
  useLocale,
  useStyles,
} from '@gatehouse/ui'
import { sendCatalogue, useSendMessages, type SendMessages } from './i18n/sendMessages'
import css from './send.css?inline'
import { sendableTokens } from './sendableTokens'
import { sendErrorText } from './sendErrorText'
import { TokenSelect, tokenKey } from './TokenSelect'
import { useSendController } from './useSendController'
import type { SendField } from './validateSend'
import { sendNeeds } from './needs'

const catalogues = [sendCatalogue]
const fields: readonly SendField[] = ['token', 'amount', 'receiver']

/**
 * The Send view: token, amount and receiver, checked (the balance and the fee too) before the wallet
 * is asked, then sent through the wallet. A reason about one field shows under that field, tied to
 * it for assistive technology, and the field takes the focus; a reason about the whole send shows
 * above the button. What the visitor entered stays when a check fails, the wallet declines or the
 * node refuses. Shown once its messages in the visitor's language have arrived.
 */
export function SendView() {
  return (
    <MessagesGate
      catalogues={catalogues}
      fallback={
        <div className="gh-view" aria-busy="true">
          <Skeleton height={56} radius="m" />
          <Skeleton height={72} radius="m" />
          <Skeleton height={72} radius="m" />
        </div>
      }
    >
      <SendForm />
    </MessagesGate>
  )
}

function SendForm() {
  useStyles(css)
  const messages = useSendMessages()
  const { tag: locale } = useLocale()
  const context = useFeatureContext(sendNeeds)
  const controller = useSendController()
  const send = useSnapshot(controller.state)
  const portfolio = useFeatureState((feature) => feature.portfolio.state, sendNeeds)
  const nativeBalance = useActiveNamespace()?.account.balance
  const network = context.chain.network()
  const bitcoin = network?.chainNamespace === 'bip122'
  const tokens = network ? sendableTokens(portfolio.balances, network, nativeBalance) : []
  // On Bitcoin BTC is the one thing to send: it is chosen from the start.
  const onlyToken = bitcoin ? tokens[0] : undefined

  const form = useRef<HTMLFormElement>(null)
  // Set on submit: once the send is refused, the field it is about takes the focus (its reason is read).
  const focusInvalid = useRef(false)

  useEffect(() => {
    void context.portfolio.load()
  }, [context])

  useEffect(() => {
    if (!send.errorField || !focusInvalid.current) return
    focusInvalid.current = false
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [send.errorField, send.error])

  if (!network) {
    return (
      <div className="gh-view">
        <StatusMessage
          tone="error"
          title={messages.unsupportedNetworkTitle()}
          description={messages.unsupportedNetworkText()}
        />
      </div>
    )
  }

  // The token as it is now (its balance may have changed since it was chosen).
  const chosen = send.token
  const token = (chosen && tokens.find((candidate) => tokenKey(candidate) === tokenKey(chosen))) ?? onlyToken
  const price = token?.price
  const amount = Number(send.sendTokenAmount)
  const worth = price && Number.isFinite(amount) && amount > 0 ? formatUsd(amount * price, locale) : undefined
  const balance = token && {
    amount: formatBalance(token.quantity.numeric, undefined, locale),
    symbol: token.symbol,
  }

  const errorText = send.error && sendErrorText(send.error, messages, send.errorValues)
  const fieldError = (field: SendField) => (send.errorField === field ? errorText : undefined)
  const [tokenError, amountError, receiverError] = fields.map(fieldError)

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    // The form sends the token it shows: BTC on Bitcoin when the visitor picked none.
    if (token && !controller.state.token) controller.setToken(token)
    focusInvalid.current = true
    void controller.send()
  }

  return (
    <form ref={form} className="gh-view gh-send" onSubmit={onSubmit} noValidate aria-busy={send.loading}>
      <TokenSelect
        tokens={tokens}
        selected={token ?? send.token}
        onSelect={controller.setToken}
        disabled={send.loading}
        error={tokenError}
      />
      <TextField
        label={messages.amount()}
        value={send.sendTokenAmount}
        onChange={controller.setAmount}
        inputMode="decimal"
        dir="ltr"
        autoComplete="off"
        placeholder={messages.amountPlaceholder()}
        readOnly={send.loading}
        invalid={send.errorField === 'amount'}
        message={
          amountError ??
          (balance && (worth ? messages.balanceWithWorth({ ...balance, worth }) : messages.balance(balance)))
        }
        action={
          // No Max on Bitcoin: the network fee comes out of the same coins, so a whole balance never goes.
          token &&
          !bitcoin && (
            <Button
              size="sm"
              variant="neutral"
              type="button"
              // The fee of sending the native coin is estimated first: busy and disabled meanwhile.
              loading={send.estimatingMax}
              disabled={send.loading || send.estimatingMax}
              onClick={() => void controller.fillMax(token)}
            >
              {messages.max()}
            </Button>
          )
        }
      />
      <TextField
        label={messages.receiver()}
        value={send.receiverAddress}
        onChange={controller.setReceiver}
        autoComplete="off"
        spellCheck={false}
        placeholder={receiverPlaceholder(network, messages)}
        dir="ltr"
        readOnly={send.loading}
        invalid={send.errorField === 'receiver'}
        message={receiverError}
      />
      <div className="gh-send__error" role="alert">
        {errorText && !send.errorField && (
          <Text variant="small" tone="error">
            {errorText}
          </Text>
        )}
      </div>
      <Button type="submit" fullWidth loading={send.loading} disabled={send.loading}>
        {send.checking
          ? messages.checking()
          : send.confirming
            ? messages.confirming()
            : send.loading
              ? messages.confirmInWallet()
              : messages.send()}
      </Button>
    </form>
  )
}

/** The receiver field's hint: the address shape of the network (`0x…`, `bc1…`), else "Address". */
function receiverPlaceholder(network: Network, messages: SendMessages): string {
  if (network.chainNamespace === 'eip155') return messages.receiverPlaceholderEvm()
  // The bech32 prefix of the network's addresses (`bc`, `tb`, `bcrt`).
  const prefix =
    network.chainNamespace === 'bip122' ? bitcoinAddressFormat(network.caipNetworkId)?.bech32 : undefined
  return prefix ? messages.receiverPlaceholderBitcoin({ prefix }) : messages.receiverPlaceholder()
}
