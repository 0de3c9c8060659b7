import { numberToHex } from 'viem'
import { rpcErrorCode, RpcErrorCode } from '@gatehouse/common'
import type { EmbeddedWalletTransport } from '@gatehouse/controllers'

type Listener = (...args: unknown[]) => void

/** An EIP-1193 error: viem reads `code` (4001 is the visitor's rejection). */
export class AuthProviderError extends Error {
  constructor(
    message: string,
    readonly code: number,
    options?: { cause?: unknown },
  ) {
    super(message, options)
  }
}

/** What the AUTH provider knows of the connection (the connector keeps it current). */
export interface AuthProviderSession {
  accounts(): readonly `0x${string}`[]
  chainId(): number
  switchChain(chainId: number): Promise<void>
}

/**
 * The embedded wallet's EIP-1193 provider: accounts and chain from the connector's session, chain
 * switches through the connector, every other method to the frame through the kit's routing (safe
 * ones answered at once, unsafe ones approved inside the frame in ApproveTransaction, others refused).
 */
export function createAuthProvider(transport: () => EmbeddedWalletTransport, session: AuthProviderSession) {
  const listeners = new Map<string, Set<Listener>>()
  return {
    async request({ method, params }: { method: string; params?: unknown }): Promise<unknown> {
      if (method === 'eth_accounts' || method === 'eth_requestAccounts') return session.accounts()
      if (method === 'eth_chainId') return numberToHex(session.chainId())
      if (method === 'wallet_switchEthereumChain') {
        const [target] = (params ?? []) as [{ chainId?: string } | undefined]
        await session.switchChain(Number(target?.chainId))
        return null
      }
      try {
        return await transport().rpc({ method, params, chainId: session.chainId() })
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error)
        throw new AuthProviderError(message, rpcErrorCode(error) ?? RpcErrorCode.INTERNAL_ERROR, {
          cause: error,
        })
      }
    },
    on(event: string, listener: Listener) {
      const set = listeners.get(event) ?? new Set()
      set.add(listener)
      listeners.set(event, set)
    },
    removeListener(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener)
    },
    /** Tells the provider's listeners (the host's, through `getWalletProvider`). */
    emit(event: string, ...args: unknown[]) {
      listeners.get(event)?.forEach((listener) => listener(...args))
    },
  }
}

export type AuthProvider = ReturnType<typeof createAuthProvider>
