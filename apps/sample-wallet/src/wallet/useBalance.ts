import { useEffect, useState } from 'react'
import { createPublicClient, formatEther, http, type Address } from 'viem'

/** The account's balance on a chain, re-read whenever `refreshKey` changes; undefined while loading. */
export function useBalance(address: Address, rpcUrl: string | undefined, refreshKey: unknown) {
  const [balance, setBalance] = useState<{ text: string; failed: boolean }>()
  useEffect(() => {
    if (!rpcUrl) return
    let current = true
    createPublicClient({ transport: http(rpcUrl, { retryCount: 0 }) })
      .getBalance({ address })
      .then((wei) => current && setBalance({ text: `${formatEther(wei)} ETH`, failed: false }))
      .catch(
        () => current && setBalance({ text: 'Unavailable: the chain node does not answer', failed: true }),
      )
    return () => {
      current = false
    }
  }, [address, rpcUrl, refreshKey])
  return balance
}
