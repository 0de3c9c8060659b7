import { formatUnits } from '@gatehouse/common'
import { readWireTransaction, solanaMessageText, summarizeSolanaTransaction } from '@gatehouse/harness/wallet'
import type { RequestDetail } from './describeRequest'

const lamportsPerSol = 9

/** A Solana request's parameters in words: the message's text, or what each transaction does. */
export function describeSolanaRequest(method: string, params: unknown): RequestDetail[] {
  const values = (params && typeof params === 'object' ? params : {}) as Record<string, unknown>
  switch (method) {
    case 'solana_signMessage':
      return [
        {
          label: 'Message',
          value: solanaMessageText(values['message']) ?? String(values['message'] ?? '(missing)'),
          block: true,
        },
        { label: 'Account', value: String(values['pubkey'] ?? '(this account)'), code: true },
      ]
    case 'solana_signTransaction':
    case 'solana_signAndSendTransaction':
      return describeTransaction(values['transaction'])
    case 'solana_signAllTransactions': {
      const list = Array.isArray(values['transactions']) ? values['transactions'] : []
      return list.flatMap((transaction, index) =>
        describeTransaction(transaction).map((detail) => ({
          ...detail,
          label: `${index + 1}. ${detail.label}`,
        })),
      )
    }
    default:
      return [{ label: 'Parameters', value: JSON.stringify(params, null, 2) ?? '', code: true, block: true }]
  }
}

function describeTransaction(text: unknown): RequestDetail[] {
  const wire = readWireTransaction(text)
  if (!wire) return [{ label: 'Transaction (unreadable)', value: String(text), code: true, block: true }]
  const summary = summarizeSolanaTransaction(wire.transaction)
  const details: RequestDetail[] = [{ label: 'Fee payer', value: summary.feePayer ?? '(none)', code: true }]
  for (const transfer of summary.transfers) {
    details.push({
      label: 'Transfer',
      value: `${formatUnits(transfer.lamports, lamportsPerSol)} SOL to ${transfer.to}`,
    })
  }
  if (summary.otherInstructions > 0) {
    details.push({
      label: 'Other instructions',
      value: `${summary.otherInstructions} the wallet cannot describe`,
      warning: true,
    })
  }
  return details
}
