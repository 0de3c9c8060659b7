import { describe, expect, it } from 'vitest'
import { dispatchRpc } from './dispatchRpc'
import { invalidParams } from './rpcProtocol'
import { addressParam } from './rpcParams'

const methods = {
  echo: (params: readonly unknown[]) => params[0],
  owner: (params: readonly unknown[]) => addressParam(params, 0),
  broken: () => {
    throw new Error('boom')
  },
  strict: () => {
    throw invalidParams('no')
  },
}

describe('dispatchRpc', () => {
  it('answers a request with its id', async () => {
    expect(await dispatchRpc(methods, { jsonrpc: '2.0', id: 7, method: 'echo', params: ['hi'] })).toEqual({
      jsonrpc: '2.0',
      id: 7,
      result: 'hi',
    })
  })

  it('answers an unknown method with -32601, bad parameters with -32602', async () => {
    expect(await dispatchRpc(methods, { jsonrpc: '2.0', id: 1, method: 'getBlock' })).toMatchObject({
      error: { code: -32601, message: 'Method not found' },
    })
    expect(await dispatchRpc(methods, { jsonrpc: '2.0', id: 1, method: 'toString' })).toMatchObject({
      error: { code: -32601 },
    })
    expect(
      await dispatchRpc(methods, { jsonrpc: '2.0', id: 1, method: 'owner', params: ['not an address'] }),
    ).toMatchObject({
      error: { code: -32602 },
    })
    expect(
      await dispatchRpc(methods, { jsonrpc: '2.0', id: 1, method: 'echo', params: { a: 1 } }),
    ).toMatchObject({
      error: { code: -32602 },
    })
    expect(await dispatchRpc(methods, { jsonrpc: '2.0', id: 1, method: 'strict', params: [] })).toMatchObject(
      {
        error: { code: -32602, message: 'Invalid params: no' },
      },
    )
  })

  it('answers a failure inside a method with -32603, and a batch in order', async () => {
    expect(await dispatchRpc(methods, { jsonrpc: '2.0', id: 1, method: 'broken' })).toMatchObject({
      error: { code: -32603 },
    })
    expect(
      await dispatchRpc(methods, [
        { jsonrpc: '2.0', id: 1, method: 'echo', params: [1] },
        { jsonrpc: '2.0', id: 2, method: 'nope' },
      ]),
    ).toMatchObject([
      { id: 1, result: 1 },
      { id: 2, error: { code: -32601 } },
    ])
    expect(await dispatchRpc(methods, [])).toMatchObject({ error: { code: -32600 } })
  })
})
