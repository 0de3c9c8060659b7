import { describe, expect, it } from 'vitest'
import { GatehouseError } from './GatehouseError'
import { knownFailureMessage } from './knownFailures'
import { ErrorMessage } from './messages'

// Errors shaped as viem and wagmi throw them: a class name, a message, the transport's error as cause.
const named = (name: string, message: string, cause?: unknown) =>
  Object.assign(new Error(message, cause === undefined ? undefined : { cause }), { name })

describe('knownFailureMessage', () => {
  it("gives a node's transaction error its catalogue text, however deep", () => {
    const nested = named('TransactionExecutionError', 'Transaction failed.', {
      details: 'insufficient funds for gas * price + value: have 1 want 2',
    })
    expect(knownFailureMessage(nested)).toBe('Insufficient funds for gas and value.')
    expect(knownFailureMessage(new Error('execution reverted'))).toBe('The transaction was reverted.')
  })

  it('names a wallet on another chain than the request', () => {
    const mismatch = named(
      'ChainMismatchError',
      'The current chain of the wallet (id: 1) does not match the target chain for the transaction (id: 10 – OP Mainnet).',
    )
    expect(knownFailureMessage(mismatch)).toBe(ErrorMessage.walletOnOtherChain)
    expect(
      knownFailureMessage(named('SendTransactionError', 'x', named('ConnectorChainMismatchError', 'y'))),
    ).toBe(ErrorMessage.walletOnOtherChain)
  })

  it('says a timeout, an HTTP failure, an unreachable service and an abort as the catalogue does', () => {
    expect(knownFailureMessage(named('TimeoutError', 'The request took too long to respond.'))).toBe(
      ErrorMessage.requestTimedOut,
    )
    // AbortSignal.timeout() rejects with a DOMException named TimeoutError.
    expect(knownFailureMessage(named('TimeoutError', 'signal timed out'))).toBe(ErrorMessage.requestTimedOut)
    expect(
      knownFailureMessage(
        named('CallExecutionError', 'x', named('HttpRequestError', 'HTTP request failed.')),
      ),
    ).toBe(ErrorMessage.httpRequestFailed)
    // The kit's API client refusing an answer of apps/cloud (a 502, junk), and timing out.
    expect(knownFailureMessage(new GatehouseError('HttpRequestFailed', ErrorMessage.httpRequestFailed))).toBe(
      ErrorMessage.httpRequestFailed,
    )
    expect(knownFailureMessage(new GatehouseError('HttpTimeout', ErrorMessage.requestTimedOut))).toBe(
      ErrorMessage.requestTimedOut,
    )
    for (const offline of ['Failed to fetch', 'fetch failed', 'Load failed']) {
      expect(knownFailureMessage(new TypeError(offline))).toBe(ErrorMessage.httpRequestFailed)
    }
    expect(knownFailureMessage(named('AbortError', 'The operation was aborted.'))).toBe(
      ErrorMessage.requestAborted,
    )
    expect(knownFailureMessage({ code: -32603, data: { originalError: named('TimeoutError', 't') } })).toBe(
      ErrorMessage.requestTimedOut,
    )
  })

  it('leaves everything else to the generic text', () => {
    for (const unknown of [
      new TypeError('x.map is not a function'),
      new Error('the wallet is locked'),
      { weird: true },
      'a string',
      undefined,
    ]) {
      expect(knownFailureMessage(unknown)).toBeUndefined()
    }
  })
})
