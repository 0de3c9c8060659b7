import { defaultSwapSlippage, formatBalance, formatUnits, formatUsd, numberFormat } from '@gatehouse/common'
import { Text, useLocale } from '@gatehouse/ui'
import { useSwapMessages } from './i18n/swapMessages'
import { networkFeeUsd, type SwapQuote } from './swapQuote'
import type { SwapToken } from './swapTokens'

/** A price impact from which the view shows it as a warning. */
const highImpactPercent = 5

/** One line of the quote's details: a term and its value. */
function Detail(props: { term: string; value: string; warn?: boolean }) {
  return (
    <div className="gh-swap__detail">
      <dt>{props.term}</dt>
      <dd dir="ltr">
        <Text as="span" variant="small" tone={props.warn ? 'error' : 'default'}>
          {props.value}
        </Text>
      </dd>
    </div>
  )
}

/** The quote's rate, price impact, minimum received (1 % slippage), network fee in USD and slippage. */
export function SwapDetails(props: {
  quote: SwapQuote
  from: SwapToken
  to: SwapToken
  /** The gas the fee is for (a typical swap's on the form, the built transaction's in the preview). */
  gas: bigint
  native: SwapToken | undefined
  nativeDecimals: number
}) {
  const messages = useSwapMessages()
  const { tag: locale } = useLocale()
  const { quote, from, to } = props
  const fromWhole = Number(formatUnits(BigInt(quote.fromAmount), from.decimals))
  const toWhole = Number(formatUnits(BigInt(quote.toAmount), to.decimals))
  const rate = fromWhole > 0 ? toWhole / fromWhole : 0
  const fee = networkFeeUsd({
    gasPrice: BigInt(quote.gasPrice),
    gas: props.gas,
    nativeDecimals: props.nativeDecimals,
    nativePrice: props.native?.price,
  })
  const percent = (value: number) =>
    messages.percent({ value: numberFormat(locale, { maximumFractionDigits: 2 }).format(value) })
  return (
    <dl className="gh-swap__details">
      <Detail
        term={messages.rateLabel()}
        value={messages.rate({
          fromSymbol: from.symbol,
          rate: numberFormat(locale, { maximumSignificantDigits: 6 }).format(rate),
          toSymbol: to.symbol,
        })}
      />
      <Detail
        term={messages.priceImpact()}
        value={percent(quote.priceImpact)}
        warn={quote.priceImpact >= highImpactPercent}
      />
      <Detail
        term={messages.minimumReceived()}
        value={messages.amountWithSymbol({
          amount: formatBalance(formatUnits(BigInt(quote.minimumReceived), to.decimals), undefined, locale),
          symbol: to.symbol,
        })}
      />
      <Detail
        term={messages.networkFee()}
        value={
          fee === undefined
            ? messages.feeUnknown()
            : messages.networkFeeApprox({ worth: formatUsd(fee, locale) })
        }
      />
      <Detail term={messages.slippage()} value={percent(defaultSwapSlippage)} />
    </dl>
  )
}
