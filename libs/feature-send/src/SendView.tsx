import { useEffect, type FormEvent } from 'react'
import { useSnapshot } from 'valtio/react'
import { formatBalance } from '@gatehouse/common'
import { useFeatureContext, useFeatureState } from '@gatehouse/controllers/react'
import { Button, StatusMessage, Text, TextField, useStyles } from '@gatehouse/ui'
import css from './send.css?inline'
import { TokenSelect, tokenKey } from './TokenSelect'
import { useSendController } from './useSendController'

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })

/**
 * The Send view: token, amount and receiver, checked as SPEC §5 says, then sent through the wallet.
 * What the visitor entered stays when the wallet declines or the node refuses.
 */
export function SendView() {
  useStyles(css)
  const context = useFeatureContext()
  const controller = useSendController()
  const send = useSnapshot(controller.state)
  const portfolio = useFeatureState((feature) => feature.portfolio.state)
  const network = context.chain.network()

  useEffect(() => {
    void context.portfolio.load()
  }, [context])

  if (!network) {
    return (
      <div className="gh-view">
        <StatusMessage
          tone="error"
          title="Unsupported network"
          description="Switch to a supported network to send."
        />
      </div>
    )
  }

  // The token as it is now (its balance may have changed since it was chosen).
  const chosen = send.token
  const token = chosen && portfolio.balances.find((candidate) => tokenKey(candidate) === tokenKey(chosen))
  const price = token?.price
  const amount = Number(send.sendTokenAmount)
  const worth = price && Number.isFinite(amount) && amount > 0 ? usd.format(amount * price) : undefined

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    void controller.send()
  }

  return (
    <form className="gh-view gh-send" onSubmit={onSubmit} noValidate aria-busy={send.loading}>
      <TokenSelect
        tokens={portfolio.balances}
        selected={token ?? send.token}
        onSelect={controller.setToken}
        disabled={send.loading}
      />
      <TextField
        label="Amount"
        value={send.sendTokenAmount}
        onChange={controller.setAmount}
        inputMode="decimal"
        autoComplete="off"
        placeholder="0.0"
        readOnly={send.loading}
        message={
          token
            ? `Balance: ${formatBalance(token.quantity.numeric)} ${token.symbol}${worth ? ` · ${worth}` : ''}`
            : undefined
        }
        action={
          token && (
            <Button
              size="sm"
              variant="neutral"
              type="button"
              disabled={send.loading}
              onClick={() => controller.setAmount(token.quantity.numeric)}
            >
              Max
            </Button>
          )
        }
      />
      <TextField
        label="Receiver address"
        value={send.receiverAddress}
        onChange={controller.setReceiver}
        autoComplete="off"
        spellCheck={false}
        placeholder={network.chainNamespace === 'eip155' ? '0x…' : 'Address'}
        readOnly={send.loading}
      />
      <div className="gh-send__error" role="alert">
        {send.error && (
          <Text variant="small" tone="error">
            {send.error}
          </Text>
        )}
      </div>
      <Button type="submit" fullWidth loading={send.loading} disabled={send.loading}>
        {send.loading ? 'Confirm in your wallet' : 'Send'}
      </Button>
    </form>
  )
}
