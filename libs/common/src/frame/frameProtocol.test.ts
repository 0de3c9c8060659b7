import { describe, expect, it } from 'vitest'
import {
  frameLocalMethods,
  frameRelayedMethods,
  frameRpcVerdict,
  frameSafeMethods,
  frameUnsafeMethods,
  frameUnsupportedMethods,
} from './frameProtocol'

describe('frameRpcVerdict: the embedded wallet RPC lists', () => {
  it('passes read-only queries and raw transaction sends straight through', () => {
    expect(frameRpcVerdict('eth_call')).toBe('safe')
    expect(frameRpcVerdict('eth_getBalance')).toBe('safe')
    expect(frameRpcVerdict('eth_sendRawTransaction')).toBe('safe')
  })

  it('asks the visitor for signatures, transactions, calls, permissions and user operations', () => {
    for (const method of [
      'personal_sign',
      'eth_signTypedData_v4',
      'eth_sendTransaction',
      'wallet_sendCalls',
      'wallet_grantPermissions',
      'wallet_revokePermissions',
      'eth_sendUserOperation',
      'solana_signMessage',
    ]) {
      expect(frameRpcVerdict(method)).toBe('unsafe')
    }
  })

  it('refuses anything else, including methods that would hand out keys or change the node', () => {
    expect(frameRpcVerdict('eth_sign')).toBe('disallowed')
    expect(frameRpcVerdict('eth_signTransaction')).toBe('disallowed')
    expect(frameRpcVerdict('anvil_setBalance')).toBe('disallowed')
    expect(frameRpcVerdict('')).toBe('disallowed')
  })

  it('never lists a method as both safe and unsafe', () => {
    const safe = new Set<string>(frameSafeMethods)
    expect(frameUnsafeMethods.filter((method) => safe.has(method))).toEqual([])
  })

  it("relays to a node only reads of the chain and the frame's signed transactions", () => {
    expect(frameRelayedMethods).toContain('eth_call')
    expect(frameRelayedMethods).toContain('eth_getBalance')
    expect(frameRelayedMethods).toContain('eth_sendRawTransaction')
    // The node's own unlocked accounts, node-held filters and the wallet's own methods stay off it.
    for (const method of ['eth_accounts', 'eth_newFilter', 'eth_getFilterChanges', 'wallet_getAssets'])
      expect(frameRelayedMethods).not.toContain(method)
    expect(frameRelayedMethods.every((method) => /^(eth|net|web3)_/.test(method))).toBe(true)
  })

  it('sorts every safe method into relayed, answered by the frame, or not offered', () => {
    const sorted = [...frameRelayedMethods, ...frameLocalMethods, ...frameUnsupportedMethods].sort()
    expect(sorted).toEqual([...frameSafeMethods].sort())
  })
})
