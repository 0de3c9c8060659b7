import { ErrorMessage, GatehouseError } from '@gatehouse/common'

/**
 * Waits for a wallet's answer for at most `timeoutMs`. A wallet that has not answered by then gets a
 * 'WalletRequestTimeout' error (catalogue text with the wallet's name) so the visitor can try again;
 * the request itself cannot be withdrawn (EIP-1193 has no cancel), so a later answer still goes to
 * `onLateAnswer`.
 */
export function awaitWalletAnswer<T>(
  answer: Promise<T>,
  options: {
    timeoutMs: number
    walletName: string
    onLateAnswer: (outcome: PromiseSettledResult<T>) => void
  },
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let timedOut = false
    const timer = setTimeout(() => {
      timedOut = true
      reject(
        new GatehouseError('WalletRequestTimeout', ErrorMessage.walletNoAnswer(options.walletName), {
          cause: new Error(`no answer from ${options.walletName} in ${options.timeoutMs} ms`),
        }),
      )
    }, options.timeoutMs)
    answer.then(
      (value) => {
        clearTimeout(timer)
        if (timedOut) options.onLateAnswer({ status: 'fulfilled', value })
        else resolve(value)
      },
      (reason: unknown) => {
        clearTimeout(timer)
        if (timedOut) options.onLateAnswer({ status: 'rejected', reason })
        else reject(reason)
      },
    )
  })
}
