import { describe, expect, it } from 'vitest'
import { answeredMessage, errorResponse, rejectionResponse, resultResponse } from './walletResponses'
import { WalletRpcError } from './WalletRpcError'

describe('wallet responses', () => {
  it('answers a WalletRpcError with its EIP-1193 code and anything else with -32603', () => {
    expect(errorResponse(7, new WalletRpcError(4902, 'Unrecognized chain ID 0x1.'))).toEqual({
      id: 7,
      jsonrpc: '2.0',
      error: { code: 4902, message: 'Unrecognized chain ID 0x1.' },
    })
    expect(errorResponse(8, new Error('boom'))).toMatchObject({ error: { code: -32603, message: 'boom' } })
  })

  it('answers a declined request with 4001', () => {
    expect(rejectionResponse(9)).toEqual({
      id: 9,
      jsonrpc: '2.0',
      error: { code: 4001, message: 'User rejected the request.' },
    })
  })

  it('logs what was answered in words', () => {
    expect(answeredMessage('eth_sendTransaction', 'Demo', resultResponse(1, '0xabc'), 1337)).toBe(
      'Sent transaction 0xabc for Demo on chain 1337.',
    )
    expect(answeredMessage('personal_sign', 'Demo', resultResponse(1, '0x'), 1)).toBe(
      'Sign a message: done for Demo.',
    )
    expect(answeredMessage('wallet_switchEthereumChain', 'Demo', resultResponse(1, null), 1)).toBe(
      "Answered Demo's network request.",
    )
    expect(answeredMessage('personal_sign', 'Demo', rejectionResponse(1), 1)).toBe(
      'Sign a message for Demo failed: User rejected the request.',
    )
  })
})
