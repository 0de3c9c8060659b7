import { expect, vi } from 'vitest'
import { localhost, solanaLocalnet } from '@gatehouse/common'
import {
  createControllers,
  createFeatureContext,
  memoryStorageBackend,
  type TransferCost,
} from '@gatehouse/controllers'
import { scriptedAdapter } from '@gatehouse/controllers/testing'
import { createSendController } from '../createSendController'

/** The services of a test kit: none answers (the checks read the adapter's balance). */
const noService = async () => new Response('{}', { status: 404 })

/** A connected EVM account on the Send view whose adapter reads a native balance of `balance` ether. */
export async function evmSendKit(balance = '10.5') {
  const adapter = scriptedAdapter([localhost])
  adapter.getBalance.mockResolvedValue({ balance, symbol: 'ETH' })
  const kit = createControllers(
    { networks: [localhost], adapters: [adapter], projectId: 'p1' },
    { storage: memoryStorageBackend(), fetch: noService },
  )
  adapter.connectAs()
  await vi.waitFor(() => expect(kit.chain.account()?.balance).toBe(balance))
  kit.router.reset('Account')
  kit.router.push('WalletSend')
  const send = createSendController(createFeatureContext(kit))
  return { kit, adapter, send }
}

/**
 * A connected Solana account (`address`) whose adapter reads `balance` SOL, sends and confirms, and
 * estimates every transfer at `cost`.
 */
export async function solanaSendKit(address: string, cost: TransferCost, balance = '1') {
  const base = scriptedAdapter([solanaLocalnet], address)
  base.getBalance.mockResolvedValue({ balance, symbol: 'SOL' })
  base.sendTransfer.mockResolvedValue('5'.repeat(88))
  base.estimateTransfer.mockResolvedValue(cost)
  const adapter = { ...base, namespace: 'solana' as const }
  const kit = createControllers(
    { networks: [solanaLocalnet], adapters: [adapter], projectId: 'p1' },
    { storage: memoryStorageBackend(), fetch: noService },
  )
  adapter.connectAs()
  await vi.waitFor(() => expect(kit.chain.account()?.balance).toBe(balance))
  const send = createSendController(createFeatureContext(kit))
  return { adapter, send }
}
