import { formatUnits } from '@gatehouse/common'
import { summarizeBitcoinPsbt, type BitcoinNetworkName } from '@gatehouse/harness/wallet'
import type { RequestDetail } from './describeRequest'

const satsPerBtcDecimals = 8
const btc = (sats: bigint) => `${formatUnits(sats, satsPerBtcDecimals)} BTC`

/**
 * A bip122 request's parameters in words: the message and how it is signed, what a PSBT spends and
 * pays (and whether the wallet broadcasts it), or the transfer the wallet will build.
 */
export function describeBitcoinRequest(
  method: string,
  params: unknown,
  network: BitcoinNetworkName | undefined,
): RequestDetail[] {
  const values = (params && typeof params === 'object' ? params : {}) as Record<string, unknown>
  const account: RequestDetail = {
    label: 'Account',
    value: String(values['account'] ?? '(this account)'),
    code: true,
  }
  switch (method) {
    case 'getAccountAddresses': {
      const intentions = Array.isArray(values['intentions']) ? values['intentions'].join(', ') : 'all'
      return [account, { label: 'Shares', value: `The account's addresses and public keys (${intentions})` }]
    }
    case 'signMessage':
      return [
        { label: 'Message', value: String(values['message'] ?? '(missing)'), block: true },
        { label: 'Address', value: String(values['address'] ?? values['account'] ?? ''), code: true },
        {
          label: 'Signature',
          value: values['protocol'] === 'bip322' ? 'BIP-322' : 'ECDSA (BIP-137), unless P2TR',
        },
      ]
    case 'signPsbt':
      return [account, ...describePsbt(values, network)]
    case 'sendTransfer': {
      const amount =
        typeof values['amount'] === 'string' && /^\d+$/.test(values['amount'])
          ? BigInt(values['amount'])
          : undefined
      return [
        account,
        {
          label: 'Send',
          value: amount === undefined ? `An unreadable amount (${String(values['amount'])})` : btc(amount),
          warning: amount === undefined,
        },
        { label: 'To', value: String(values['recipientAddress'] ?? '(missing)'), code: true },
        ...(values['memo']
          ? [{ label: 'Memo (OP_RETURN, hex)', value: String(values['memo']), code: true }]
          : []),
        { label: 'Fee', value: 'Built by the wallet from its coins at the node’s rate' },
      ]
    }
    default:
      return [{ label: 'Parameters', value: JSON.stringify(params, null, 2) ?? '', code: true, block: true }]
  }
}

function describePsbt(
  values: Record<string, unknown>,
  network: BitcoinNetworkName | undefined,
): RequestDetail[] {
  const signInputs = Array.isArray(values['signInputs'])
    ? (values['signInputs'] as { index?: unknown }[])
    : []
  const details: RequestDetail[] = [
    {
      label: 'Signs inputs',
      value:
        signInputs.length > 0
          ? signInputs.map((input) => String(input.index)).join(', ')
          : 'every input of this wallet',
    },
    {
      label: 'Then',
      value: values['broadcast'] === true ? 'Broadcasts the transaction' : 'Returns it signed, not broadcast',
      warning: values['broadcast'] === true,
    },
  ]
  if (!network) return details
  try {
    const summary = summarizeBitcoinPsbt(String(values['psbt'] ?? ''), network)
    summary.inputs.forEach((input, index) =>
      details.push({
        label: `Input ${index}`,
        value: `${input.sats === undefined ? 'unknown amount' : btc(input.sats)} from ${input.address ?? 'an unknown script'}`,
        code: true,
      }),
    )
    summary.outputs.forEach((output, index) =>
      details.push({
        label: `Output ${index}`,
        value:
          output.memo !== undefined
            ? `Memo ${output.memo}`
            : `${btc(output.sats)} to ${output.address ?? 'an unknown script'}`,
        code: true,
      }),
    )
    details.push(
      summary.feeSats === undefined
        ? { label: 'Fee', value: 'Unknown: an input does not say its amount', warning: true }
        : { label: 'Fee', value: btc(summary.feeSats) },
    )
  } catch {
    details.push({ label: 'PSBT (unreadable)', value: String(values['psbt']), code: true, block: true })
  }
  return details
}
