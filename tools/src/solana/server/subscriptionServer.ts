import { WebSocketServer, type WebSocket } from 'ws'
import type { LandedTransaction, SolanaLedger } from '../ledger/SolanaLedger'
import { accountOptions, encodeAccount, type AccountOptions } from '../rpc/accountEncoding'
import { RpcError, rpcErrorCodes, stringifyJson } from '../rpc/rpcProtocol'
import { addressParam, configParam, integerParam, signatureParam, type RpcParams } from '../rpc/rpcParams'

type Subscription =
  | { kind: 'signature'; signature: string }
  | { kind: 'account'; address: ReturnType<typeof addressParam>; options: AccountOptions; last: string }
  | { kind: 'slot' }
  | { kind: 'root' }

const unsubscribeKinds: Record<string, Subscription['kind']> = {
  signatureUnsubscribe: 'signature',
  accountUnsubscribe: 'account',
  slotUnsubscribe: 'slot',
  rootUnsubscribe: 'root',
}

/**
 * The WebSocket subscriptions of the Solana RPC: `signatureSubscribe` (notified when the
 * transaction lands, or at once when it already has), `accountSubscribe` (notified when the
 * account changes), `slotSubscribe`, `rootSubscribe`, and their unsubscribes.
 */
export async function startSubscriptionServer(ledger: SolanaLedger, port: number): Promise<WebSocketServer> {
  const server = new WebSocketServer({ host: '127.0.0.1', port })
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve)
    server.once('error', reject)
  })
  let nextId = 0
  server.on('connection', (socket: WebSocket) => {
    const subscriptions = new Map<number, Subscription>()
    const send = (message: unknown) => socket.send(stringifyJson(message))
    const notify = (method: string, subscription: number, result: unknown) =>
      send({ jsonrpc: '2.0', method, params: { result, subscription } })
    const context = () => ({ slot: ledger.slot })

    const encodedAccount = (subscription: Extract<Subscription, { kind: 'account' }>) => {
      const account = ledger.account(subscription.address)
      return account ? encodeAccount(ledger, account, subscription.options) : null
    }

    const onSlot = (landed: LandedTransaction | undefined) => {
      for (const [id, subscription] of subscriptions) {
        if (subscription.kind === 'signature' && landed?.signature === subscription.signature) {
          subscriptions.delete(id)
          notify('signatureNotification', id, { context: context(), value: { err: landed.err } })
        } else if (subscription.kind === 'account') {
          const value = encodedAccount(subscription)
          const text = stringifyJson(value)
          if (text === subscription.last) continue
          subscription.last = text
          notify('accountNotification', id, { context: context(), value })
        } else if (subscription.kind === 'slot') {
          notify('slotNotification', id, { parent: ledger.slot - 1n, root: ledger.slot, slot: ledger.slot })
        } else if (subscription.kind === 'root') {
          notify('rootNotification', id, ledger.slot)
        }
      }
    }
    const removeListener = ledger.onSlot(onSlot)
    socket.on('close', removeListener)

    const subscribe = (method: string, params: RpcParams): { id: number; after?: () => void } => {
      const id = nextId++
      if (method === 'signatureSubscribe') {
        const signature = signatureParam(params[0], 0)
        configParam(params, 1)
        const landed = ledger.transaction(signature)
        if (landed) {
          return { id, after: () => notify('signatureNotification', id, { context: context(), value: { err: landed.err } }) }
        }
        subscriptions.set(id, { kind: 'signature', signature })
      } else if (method === 'accountSubscribe') {
        const subscription = {
          kind: 'account' as const,
          address: addressParam(params, 0),
          options: accountOptions(configParam(params, 1)),
          last: '',
        }
        subscription.last = stringifyJson(encodedAccount(subscription))
        subscriptions.set(id, subscription)
      } else if (method === 'slotSubscribe') {
        subscriptions.set(id, { kind: 'slot' })
      } else if (method === 'rootSubscribe') {
        subscriptions.set(id, { kind: 'root' })
      } else {
        throw new RpcError(rpcErrorCodes.methodNotFound, 'Method not found')
      }
      return { id }
    }

    const unsubscribe = (kind: Subscription['kind'], params: RpcParams): boolean => {
      const id = Number(integerParam(params, 0))
      if (subscriptions.get(id)?.kind !== kind) {
        throw new RpcError(rpcErrorCodes.invalidParams, 'Invalid subscription id.')
      }
      subscriptions.delete(id)
      return true
    }

    socket.on('message', (data) => {
      let request: Record<string, unknown>
      try {
        request = JSON.parse(String(data)) as Record<string, unknown>
      } catch {
        send({ jsonrpc: '2.0', id: null, error: { code: rpcErrorCodes.parseError, message: 'Parse error' } })
        return
      }
      const id = typeof request.id === 'number' || typeof request.id === 'string' ? request.id : null
      const method = typeof request.method === 'string' ? request.method : ''
      const params = Array.isArray(request.params) ? (request.params as RpcParams) : []
      try {
        const kind = unsubscribeKinds[method]
        if (kind) {
          send({ jsonrpc: '2.0', id, result: unsubscribe(kind, params) })
          return
        }
        const subscribed = subscribe(method, params)
        send({ jsonrpc: '2.0', id, result: subscribed.id })
        subscribed.after?.()
      } catch (error) {
        const rpcError = error instanceof RpcError ? error : new RpcError(rpcErrorCodes.internal, 'Internal error')
        send({ jsonrpc: '2.0', id, error: { code: rpcError.code, message: rpcError.message } })
      }
    })
  })
  return server
}
