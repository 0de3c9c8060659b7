import { RpcErrorCode } from '@gatehouse/common'
import {
  WalletRpcError,
  type BitcoinKeyAddress,
  type BitcoinNetworkName,
} from '@gatehouse/harness/wallet/node'
import type { BitcoinTestWallet, BitcoinTestWalletEvent } from './BitcoinTestWallet'

/** sats-connect's error codes (`@sats-connect/core` RpcErrorCode). */
export const SatsConnectErrorCode = {
  INVALID_PARAMS: -32602,
  INTERNAL_ERROR: -32603,
  METHOD_NOT_FOUND: -32601,
  USER_REJECTION: -32000,
  METHOD_NOT_SUPPORTED: -32001,
  ACCESS_DENIED: -32002,
} as const

/** The sats-connect code for a wallet error (EIP-1193 style codes inside the wallet). */
export function satsConnectErrorCode(code: number): number {
  switch (code) {
    case RpcErrorCode.USER_REJECTED:
      return SatsConnectErrorCode.USER_REJECTION
    case RpcErrorCode.UNAUTHORIZED:
      return SatsConnectErrorCode.ACCESS_DENIED
    case RpcErrorCode.UNSUPPORTED_METHOD:
      return SatsConnectErrorCode.METHOD_NOT_FOUND
    case RpcErrorCode.INVALID_PARAMS:
      return SatsConnectErrorCode.INVALID_PARAMS
    default:
      return SatsConnectErrorCode.INTERNAL_ERROR
  }
}

const networkNames: Record<BitcoinNetworkName, string> = {
  mainnet: 'Mainnet',
  testnet: 'Testnet',
  regtest: 'Regtest',
}
// Testnet4 shares testnet's address format; the wallet treats them as one network.
const networksByName: Record<string, BitcoinNetworkName> = {
  Mainnet: 'mainnet',
  Testnet: 'testnet',
  Testnet4: 'testnet',
  Regtest: 'regtest',
}

/** The methods the provider answers (`getInfo` lists them). */
export const satsConnectMethods = [
  'getInfo',
  'getAddresses',
  'getAccounts',
  'wallet_connect',
  'wallet_disconnect',
  'wallet_renouncePermissions',
  'wallet_getAccount',
  'wallet_getNetwork',
  'wallet_changeNetwork',
  'signMessage',
  'signPsbt',
  'sendTransfer',
  'getBalance',
] as const

/** sats-connect's address object. */
function addressObject(entry: BitcoinKeyAddress) {
  return {
    address: entry.address,
    publicKey: Buffer.from(entry.publicKey).toString('hex'),
    purpose: entry.purpose,
    addressType: entry.addressType,
    walletType: 'software',
  }
}

/** `{bitcoin: {name}, stacks: {name}}`, as `wallet_getNetwork` answers. */
function networkObject(wallet: BitcoinTestWallet) {
  return {
    bitcoin: { name: networkNames[wallet.network] },
    stacks: { name: wallet.network === 'mainnet' ? 'Mainnet' : 'Testnet' },
  }
}

type Params = Record<string, unknown>

function invalid(message: string): WalletRpcError {
  return new WalletRpcError(RpcErrorCode.INVALID_PARAMS, message)
}

/** The wallet's addresses for `purposes` ('payment', 'ordinals'; 'stacks' has none); all without. */
function addressesFor(wallet: BitcoinTestWallet, purposes: unknown) {
  const wanted = Array.isArray(purposes) ? (purposes as unknown[]) : ['payment', 'ordinals']
  return wallet.accounts.filter((entry) => wanted.includes(entry.purpose)).map(addressObject)
}

function accountObject(wallet: BitcoinTestWallet) {
  return {
    id: wallet.payment.address,
    addresses: addressesFor(wallet, undefined),
    walletType: 'software',
    network: networkObject(wallet),
  }
}

/**
 * Answers a sats-connect request (`provider.request(method, params)`) with the shapes of
 * `@sats-connect/core`; throws a WalletRpcError whose code `satsConnectErrorCode` translates.
 */
export async function answerSatsConnectRequest(
  wallet: BitcoinTestWallet,
  method: string,
  rawParams: unknown,
): Promise<unknown> {
  const params = (rawParams && typeof rawParams === 'object' ? rawParams : {}) as Params
  switch (method) {
    case 'getInfo':
      return { version: '1.0.0', methods: [...satsConnectMethods], supports: [] }
    case 'getAddresses':
      wallet.connect()
      return { addresses: addressesFor(wallet, params['purposes']), network: networkObject(wallet) }
    case 'getAccounts':
      wallet.connect()
      return addressesFor(wallet, params['purposes'])
    case 'wallet_connect': {
      const name = params['network']
      const network = typeof name === 'string' ? networksByName[name] : undefined
      if (name !== undefined && !network) throw invalid(`The test wallet has no ${String(name)} network.`)
      wallet.connect()
      if (network) wallet.switchNetwork(network)
      return accountObject(wallet)
    }
    case 'wallet_disconnect':
    case 'wallet_renouncePermissions':
      wallet.disconnect()
      return null
    case 'wallet_getAccount':
      if (!wallet.isAuthorized)
        throw new WalletRpcError(RpcErrorCode.UNAUTHORIZED, 'The site is not connected.')
      return accountObject(wallet)
    case 'wallet_getNetwork':
      return networkObject(wallet)
    case 'wallet_changeNetwork': {
      const network = networksByName[String(params['name'])]
      if (!network) throw invalid(`The test wallet has no ${String(params['name'])} network.`)
      wallet.requestNetwork(network)
      return null
    }
    case 'signMessage':
      return signMessage(wallet, params)
    case 'signPsbt': {
      const signInputs = params['signInputs']
      const inputs =
        signInputs && typeof signInputs === 'object'
          ? Object.entries(signInputs as Record<string, unknown>).flatMap(([address, indexes]) =>
              (Array.isArray(indexes) ? indexes : []).map((index) => ({ index: Number(index), address })),
            )
          : undefined
      return wallet.signPsbt({
        psbt: String(params['psbt'] ?? ''),
        inputs,
        broadcast: params['broadcast'] === true,
      })
    }
    case 'sendTransfer': {
      const recipients = Array.isArray(params['recipients']) ? (params['recipients'] as Params[]) : []
      if (recipients.length === 0) throw invalid('The transfer names no recipient.')
      const txid = await wallet.sendTransfer(
        recipients.map((recipient) => {
          const amount = recipient['amount']
          if (!(typeof amount === 'number' && Number.isSafeInteger(amount) && amount > 0)) {
            throw invalid('Each amount is a positive whole number of satoshis.')
          }
          return { address: String(recipient['address']), amount: BigInt(amount) }
        }),
      )
      return { txid }
    }
    case 'getBalance':
      return wallet.getBalance()
    default:
      throw new WalletRpcError(RpcErrorCode.UNSUPPORTED_METHOD, `The test wallet does not know ${method}.`)
  }
}

/** signMessage: ECDSA by default for P2WPKH, BIP-322 for P2TR (sats-connect's defaults). */
function signMessage(wallet: BitcoinTestWallet, params: Params) {
  const address = String(params['address'])
  if (typeof params['message'] !== 'string') throw invalid('The message is missing.')
  const requested = params['protocol']
  if (requested !== undefined && requested !== 'ECDSA' && requested !== 'BIP322') {
    throw invalid(`Unknown protocol ${String(requested)}.`)
  }
  const taproot = wallet.ordinals.address === address
  const protocol = requested === 'BIP322' || (requested === undefined && taproot) ? 'bip322' : 'ecdsa'
  const signed = wallet.signMessage({ address, message: params['message'], protocol })
  return {
    signature: signed.signature,
    messageHash: signed.messageHash,
    address: signed.address,
    protocol: protocol === 'bip322' ? 'BIP322' : 'ECDSA',
  }
}

/** The payload of a sats-connect event (`accountChange`, `networkChange`, `disconnect`). */
export function satsConnectEvent(wallet: BitcoinTestWallet, event: BitcoinTestWalletEvent) {
  const addresses = wallet.isAuthorized ? { addresses: addressesFor(wallet, undefined) } : {}
  switch (event) {
    case 'accountChange':
      return { type: 'accountChange', ...addresses }
    case 'networkChange':
      return { type: 'networkChange', ...networkObject(wallet), ...addresses }
    case 'disconnect':
      return { type: 'disconnect' }
  }
}
