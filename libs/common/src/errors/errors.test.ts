import { describe, expect, expectTypeOf, it } from 'vitest'
import { Alerts } from './alerts'
import { nodeErrorMessage } from './nodeTransactionErrors'
import type { GatehouseErrorCode } from './errorCodes'
import { GatehouseError, isGatehouseError } from './GatehouseError'
import { ErrorMessage } from './messages'
import { classifyNodeError } from './nodeTransactionErrors'
import { isUserRejection, rpcErrorCode } from './rpcCodes'

describe('error catalogue', () => {
  it('fills parameters verbatim', () => {
    expect(ErrorMessage.originNotOnAllowlist('https://a.test', 'cloud.test')).toBe(
      'Origin https://a.test not found on Allowlist - update configuration on cloud.test',
    )
    expect(ErrorMessage.adapterForNamespaceMissing('solana')).toBe(
      "Adapter for namespace solana doesn't exist",
    )
    expect(ErrorMessage.namespaceNotConfigured('bip122')).toBe(
      "Namespace 'bip122' is not configured. Please call connect() first with namespace config.",
    )
    expect(ErrorMessage.tryAgainAfter(12)).toBe('Please try again after 12 seconds')
  })

  it('names every alert of the catalogue', () => {
    expect(Object.keys(Alerts)).toEqual([
      'SWITCH_NETWORK_NOT_FOUND',
      'IFRAME_LOAD_FAILED',
      'IFRAME_REQUEST_TIMEOUT',
      'UNVERIFIED_DOMAIN',
      'SESSION_EXPIRED',
      'PROJECT_ID_NOT_CONFIGURED',
      'INVALID_APP_CONFIGURATION',
    ])
    expect(Alerts.PROJECT_ID_NOT_CONFIGURED.longMessage).toContain('project id not configured')
  })

  it('recognises its own errors', () => {
    const error = new GatehouseError('ChainNotSupported', ErrorMessage.chainNotSupported)
    expect(isGatehouseError(error)).toBe(true)
    expect(isGatehouseError(error, 'ChainNotSupported')).toBe(true)
    expect(isGatehouseError(error, 'NetworkNotFound')).toBe(false)
    expect(isGatehouseError(new Error('x'))).toBe(false)
  })

  it('takes only the known codes (typecheck fails on an unknown one)', () => {
    expectTypeOf<GatehouseError['code']>().toEqualTypeOf<GatehouseErrorCode>()
    expectTypeOf<'InvalidOptions'>().toExtend<GatehouseErrorCode>()
    expectTypeOf<'Other'>().not.toExtend<GatehouseErrorCode>()
    // @ts-expect-error 'Other' is not a GatehouseErrorCode
    const unknown = new GatehouseError('Other', ErrorMessage.somethingWentWrong)
    // @ts-expect-error a guard for an unknown code would never match
    expect(isGatehouseError(unknown, 'Other')).toBe(true)
  })
})

describe('rpcErrorCode', () => {
  it('reads codes, also nested ones', () => {
    expect(rpcErrorCode({ code: 4001 })).toBe(4001)
    expect(rpcErrorCode({ data: { originalError: { code: 4902 } } })).toBe(4902)
    expect(rpcErrorCode(new Error('x', { cause: { code: -32603 } }))).toBe(-32603)
    expect(rpcErrorCode('nope')).toBeUndefined()
    expect(isUserRejection({ code: 4001 })).toBe(true)
    expect(isUserRejection({ code: 4902 })).toBe(false)
  })
})

describe('classifyNodeError', () => {
  it.each([
    ['insufficient funds for gas * price + value: have 1 want 2', 'insufficientFunds'],
    ['Transfer: insufficient lamports 10, need 2000000', 'insufficientFunds'],
    ['Attempt to debit an account but found no record of a prior credit.', 'insufficientFunds'],
    ['Program log: Error: insufficient funds', 'insufficientFunds'],
    ['nonce too low: next nonce 3, tx nonce 1', 'nonceTooLow'],
    ['execution reverted: ERC20: transfer amount exceeds balance', 'reverted'],
    ['max fee per gas less than block base fee', undefined],
  ])('%s -> %s', (message, kind) => expect(classifyNodeError(message)).toBe(kind))
})

describe('nodeErrorMessage', () => {
  it("finds the node's error in the causes a wallet library wraps it in", () => {
    const wrapped = new Error('Transaction failed', { cause: { details: 'nonce too low: next nonce 4' } })
    expect(nodeErrorMessage(wrapped)).toBe('The nonce is too low.')
    expect(nodeErrorMessage(new Error('the wallet is locked'))).toBeUndefined()
  })
})
