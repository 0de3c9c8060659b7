import { describe, expect, it } from 'vitest'
import { reportSentTransactions } from './reportSentTransactions'

describe('reportSentTransactions', () => {
  const provider = {
    isTestWallet: true,
    async request(args: { method: string }) {
      if (args.method === 'eth_sendTransaction') return '0xabc'
      if (args.method === 'personal_sign') return '0xsignature'
      throw new Error('User rejected the request.')
    },
  }

  it('reports the hash of each transaction sent through the provider, and nothing else', async () => {
    const sent: string[] = []
    const wrapped = reportSentTransactions(provider, (hash) => sent.push(hash))
    expect(await wrapped.request({ method: 'eth_sendTransaction' })).toBe('0xabc')
    expect(await wrapped.request({ method: 'personal_sign' })).toBe('0xsignature')
    await expect(wrapped.request({ method: 'eth_sendRawTransaction' })).rejects.toThrow('User rejected')
    expect(sent).toEqual(['0xabc'])
    expect(wrapped.isTestWallet).toBe(true)
  })

  it('leaves what is not an EIP-1193 provider alone', () => {
    expect(reportSentTransactions(undefined, () => {})).toBeUndefined()
  })
})
