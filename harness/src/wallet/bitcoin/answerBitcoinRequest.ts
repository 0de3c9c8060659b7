import { RpcErrorCode } from '@gatehouse/common'
import { base64, hex } from '@scure/base'
import type { WalletRequest } from '../requests/answerRequest'
import { WalletRpcError } from '../requests/WalletRpcError'
import type { BitcoinKey } from './bitcoinKey'
import { bitcoinAccountAddresses } from './bitcoinNamespace'
import type { BitcoinNetworkName } from './bitcoinNetworks'
import type { BitcoinRestClient } from './bitcoinRest'
import { sendBitcoinTransfer } from './sendBitcoinTransfer'
import { signBitcoinMessage } from './signBitcoinMessage'
import { finalizeBitcoinTransaction, signBitcoinPsbt, type BitcoinInputToSign } from './signBitcoinPsbt'

/** What answering a bip122 request needs from the wallet around it. */
export interface BitcoinRequestContext {
  key: BitcoinKey
  /** The network of the chain the dapp addressed. */
  network: BitcoinNetworkName
  /** The chain's node; undefined for a chain the wallet has no REST base for. */
  rest: BitcoinRestClient | undefined
}

type Params = Record<string, unknown>

function invalid(message: string): WalletRpcError {
  return new WalletRpcError(RpcErrorCode.INVALID_PARAMS, message)
}

/**
 * Answers an approved bip122 request with WalletConnect's Bitcoin JSON-RPC shapes:
 * getAccountAddresses ({address, publicKey, intention} objects), signMessage (`{address, signature,
 * messageHash}` in hex, ECDSA by default and BIP-322 on request or for a P2TR address), signPsbt
 * (base64 in and out, unfinalized unless broadcast, then `txid`) and sendTransfer (a payment the
 * wallet builds from its coins, `{txid}`). `account` must be the wallet's payment address (4100).
 */
export async function answerBitcoinRequest(
  request: WalletRequest,
  context: BitcoinRequestContext,
): Promise<unknown> {
  const params = (request.params && typeof request.params === 'object' ? request.params : {}) as Params
  const [payment] = context.key.addresses(context.network)
  if (params['account'] !== undefined && params['account'] !== payment.address) {
    throw new WalletRpcError(RpcErrorCode.UNAUTHORIZED, 'The requested account has not been authorized.')
  }
  switch (request.method) {
    case 'getAccountAddresses': {
      const intentions = Array.isArray(params['intentions']) ? (params['intentions'] as unknown[]) : undefined
      return bitcoinAccountAddresses(context.key, context.network).filter(
        (entry) => !intentions || intentions.includes(entry.intention),
      )
    }
    case 'signMessage': {
      if (typeof params['message'] !== 'string') throw invalid('The message is missing.')
      const address = typeof params['address'] === 'string' ? params['address'] : payment.address
      const own = context.key.addressOf(address, context.network)
      // ECDSA is the spec's default, but only a preference: a P2TR key signs BIP-322.
      const protocol = params['protocol'] === 'bip322' || own?.addressType === 'p2tr' ? 'bip322' : 'ecdsa'
      const signed = signBitcoinMessage(context.key, context.network, {
        address,
        message: params['message'],
        protocol,
      })
      return {
        address: signed.address,
        signature: hex.encode(signed.signature),
        messageHash: hex.encode(signed.messageHash),
      }
    }
    case 'signPsbt':
      return signPsbt(params, context)
    case 'sendTransfer': {
      const amount = typeof params['amount'] === 'string' ? params['amount'] : ''
      if (!/^[1-9][0-9]*$/.test(amount))
        throw invalid('The amount must be a whole number of satoshis, as a string.')
      if (typeof params['recipientAddress'] !== 'string') throw invalid('The recipient address is missing.')
      const memo = params['memo']
      if (memo !== undefined && (typeof memo !== 'string' || !/^([0-9a-fA-F]{2})*$/.test(memo))) {
        throw invalid('The memo must be hex without 0x.')
      }
      const txid = await sendBitcoinTransfer(context.key, context.network, requireRest(context), {
        recipients: [{ address: params['recipientAddress'], amount: BigInt(amount) }],
        ...(typeof params['changeAddress'] === 'string' ? { changeAddress: params['changeAddress'] } : {}),
        ...(typeof memo === 'string' && memo !== '' ? { memo: hex.decode(memo.toLowerCase()) } : {}),
      })
      return { txid }
    }
    default:
      throw new WalletRpcError(
        RpcErrorCode.UNSUPPORTED_METHOD,
        `The method ${request.method} is not supported.`,
      )
  }
}

async function signPsbt(params: Params, context: BitcoinRequestContext) {
  let psbt: Uint8Array
  try {
    psbt = base64.decode(String(params['psbt'] ?? ''))
  } catch {
    throw invalid('The PSBT is missing or not base64.')
  }
  const signInputs = Array.isArray(params['signInputs']) ? (params['signInputs'] as unknown[]) : []
  const inputs: BitcoinInputToSign[] = signInputs.map((entry) => {
    const { address, index, sighashTypes } = (entry ?? {}) as Params
    if (typeof index !== 'number') throw invalid('Each sign input needs an index.')
    return {
      index,
      ...(typeof address === 'string' ? { address } : {}),
      ...(Array.isArray(sighashTypes) ? { sighashTypes: sighashTypes.map(Number) } : {}),
    }
  })
  const broadcast = params['broadcast'] === true
  // An empty list (as AppKit's own example sends) means: every input the wallet can sign.
  const tx = signBitcoinPsbt(context.key, context.network, psbt, inputs.length > 0 ? inputs : undefined, {
    finalize: broadcast,
  })
  if (!broadcast) return { psbt: base64.encode(tx.toPSBT()) }
  finalizeBitcoinTransaction(tx)
  const txid = await requireRest(context).broadcast(tx.hex)
  return { psbt: base64.encode(tx.toPSBT()), txid }
}

function requireRest(context: BitcoinRequestContext): BitcoinRestClient {
  if (!context.rest) {
    throw new WalletRpcError(
      RpcErrorCode.CHAIN_DISCONNECTED,
      'The wallet is not connected to this Bitcoin network.',
    )
  }
  return context.rest
}
