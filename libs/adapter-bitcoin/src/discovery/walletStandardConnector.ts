import type { Wallet, WalletAccount } from '@wallet-standard/base'
import type { StandardDisconnectFeature, StandardEventsFeature } from '@wallet-standard/features'
import { ErrorMessage, GatehouseError, safeUrl, type Network } from '@gatehouse/common'
import { purposeOf, purposeOfAddress } from '../connectors/accountAddresses'
import type {
  BitcoinAccountAddress,
  BitcoinConnector,
  BitcoinSignPsbtParams,
} from '../connectors/BitcoinConnector'
import { createConnectorEvents } from '../connectors/connectorEvents'
import { readStandardAccounts } from '../connectors/walletAnswers'
import { asWalletError, methodNotSupported, unreadableAnswer } from '../connectors/walletErrors'
import { base64Of, bytesOfBase64, hexOf } from '../encoding/bytes'
import { networksOfWalletChains, walletChainOf } from '../networks/bitcoinChains'
import type {
  BitcoinConnectFeature,
  BitcoinSigHashName,
  BitcoinSignAndSendTransactionFeature,
  BitcoinSignMessageFeature,
  BitcoinSignTransactionFeature,
  BitcoinSwitchNetworkFeature,
} from './walletStandardFeatures'

type Features = Partial<
  BitcoinConnectFeature &
    BitcoinSignMessageFeature &
    BitcoinSignTransactionFeature &
    BitcoinSignAndSendTransactionFeature &
    BitcoinSwitchNetworkFeature &
    StandardEventsFeature &
    StandardDisconnectFeature
>

const featuresOf = (wallet: Wallet) => wallet.features as Features

/** True when a Wallet Standard wallet speaks Bitcoin: it has `bitcoin:connect` (as AppKit decides). */
export function isBitcoinWallet(wallet: Wallet): boolean {
  return (
    typeof wallet.features === 'object' && wallet.features !== null && 'bitcoin:connect' in wallet.features
  )
}

/**
 * The Bitcoin accounts the wallet lists now (a multi-chain wallet lists other chains' accounts too);
 * none when the list cannot be read (see `readStandardAccounts`), with the detail in the console.
 */
function bitcoinAccountsOf(accounts: unknown): WalletAccount[] {
  try {
    return readStandardAccounts(accounts)
  } catch (error) {
    console.warn('[gatehouse] ignored Bitcoin wallet accounts it cannot read', error)
    return []
  }
}

/** A Wallet Standard account as the kit's address: purpose from the account (non-standard) or its type. */
export function accountAddressOfStandard(account: WalletAccount): BitcoinAccountAddress {
  const declared = purposeOf((account as WalletAccount & { purpose?: unknown }).purpose)
  const key =
    account.publicKey instanceof Uint8Array && account.publicKey.length > 0 ? account.publicKey : undefined
  return {
    address: account.address,
    purpose: declared ?? purposeOfAddress(account.address),
    ...(key ? { publicKey: hexOf(key) } : {}),
  }
}

function addressesOf(accounts: readonly WalletAccount[]): BitcoinAccountAddress[] {
  const seen = new Set<string>()
  return accounts
    .filter((account) => !seen.has(account.address) && seen.add(account.address))
    .map(accountAddressOfStandard)
}

const sigHashNames: Readonly<Record<number, BitcoinSigHashName>> = {
  0x01: 'ALL',
  0x02: 'NONE',
  0x03: 'SINGLE',
  0x81: 'ALL|ANYONECANPAY',
  0x82: 'NONE|ANYONECANPAY',
  0x83: 'SINGLE|ANYONECANPAY',
}

/**
 * A Wallet Standard wallet with the bitcoin features as a `BitcoinConnector`. `activeNetwork` is the
 * adapter's network, named to the wallet where a feature takes a chain.
 */
export function walletStandardConnector(
  wallet: Wallet,
  params: { networks: readonly Network[]; activeNetwork(): Network | undefined },
): BitcoinConnector {
  const features = () => featuresOf(wallet)
  const accountOf = (address: string) => {
    const account = bitcoinAccountsOf(wallet.accounts).find((candidate) => candidate.address === address)
    if (!account) throw new GatehouseError('NotConnected', ErrorMessage.noActiveCaipAddress)
    return account
  }
  const chain = () => {
    const network = params.activeNetwork()
    return network ? (walletChainOf(network) as `${string}:${string}`) : undefined
  }

  const events = createConnectorEvents((emit) => {
    const feature = features()['standard:events']
    if (!feature) return () => undefined
    return feature.on('change', (properties) => {
      if (!('accounts' in properties)) return
      let accounts: WalletAccount[]
      try {
        accounts = readStandardAccounts(properties.accounts)
      } catch (error) {
        // The session stays as the kit knew it: junk neither connects nor disconnects.
        console.warn('[gatehouse] ignored a Bitcoin wallet change it cannot read', error)
        return
      }
      if (accounts.length === 0) emit.disconnect()
      else emit.accountsChanged(addressesOf(accounts))
    })
  })

  async function signPSBT({ psbt, signInputs, broadcast }: BitcoinSignPsbtParams) {
    const byAddress = new Map<string, { indexes: number[]; sigHash: BitcoinSigHashName | undefined }>()
    for (const input of signInputs) {
      const entry = byAddress.get(input.address) ?? { indexes: [], sigHash: undefined }
      entry.indexes.push(input.index)
      const [only] = input.sighashTypes?.length === 1 ? input.sighashTypes : []
      entry.sigHash = only === undefined ? entry.sigHash : sigHashNames[only]
      byAddress.set(input.address, entry)
    }
    const inputsToSign = [...byAddress].map(([address, entry]) => ({
      account: accountOf(address),
      signingIndexes: entry.indexes,
      ...(entry.sigHash ? { sigHash: entry.sigHash } : {}),
    }))
    const target = chain()
    const input = { psbt: bytesOfBase64(psbt), inputsToSign, ...(target ? { chain: target } : {}) }
    if (broadcast) {
      const sending = features()['bitcoin:signAndSendTransaction']
      if (!sending || !target)
        throw methodNotSupported(
          wallet.name,
          'signPSBT with broadcast',
          'Sign, finalize and broadcast it yourself.',
        )
      try {
        const [output] = await sending.signAndSendTransaction({ ...input, chain: target })
        if (typeof output?.txId !== 'string') throw unreadableAnswer('no txId')
        return { psbt, txid: output.txId }
      } catch (error) {
        throw asWalletError(error)
      }
    }
    const signing = features()['bitcoin:signTransaction']
    if (!signing) throw methodNotSupported(wallet.name, 'bitcoin:signTransaction')
    try {
      const [output] = await signing.signTransaction(input)
      if (!(output?.signedPsbt instanceof Uint8Array)) throw unreadableAnswer('the signed PSBT is not bytes')
      return { psbt: base64Of(output.signedPsbt) }
    } catch (error) {
      throw asWalletError(error)
    }
  }

  const switching = features()['bitcoin:switchNetwork']
  const imageUrl = safeUrl(wallet.icon, 'imgSrc')

  return {
    id: wallet.name,
    name: wallet.name,
    ...(imageUrl === undefined ? {} : { imageUrl }),
    kind: 'wallet-standard',
    get chains() {
      return networksOfWalletChains(wallet.chains, params.networks)
    },

    async connect(options) {
      if (options?.silent) {
        // A wallet that still authorizes the page keeps its accounts listed; asking would prompt.
        const accounts = bitcoinAccountsOf(wallet.accounts)
        return accounts.length > 0 ? addressesOf(accounts) : undefined
      }
      const connect = features()['bitcoin:connect']
      if (!connect) throw methodNotSupported(wallet.name, 'bitcoin:connect')
      let output
      try {
        output = await connect.connect({ purposes: ['payment', 'ordinals'] })
      } catch (error) {
        throw asWalletError(error)
      }
      const listed = (output as { accounts?: unknown } | undefined)?.accounts
      const answered = listed === undefined ? [] : readStandardAccounts(listed)
      const accounts = answered.length > 0 ? answered : bitcoinAccountsOf(wallet.accounts)
      if (accounts.length === 0) throw unreadableAnswer('the wallet connected without a Bitcoin account')
      return addressesOf(accounts)
    },

    async disconnect() {
      try {
        await features()['standard:disconnect']?.disconnect()
      } catch (error) {
        throw asWalletError(error)
      }
    },

    getAccountAddresses: async () => addressesOf(bitcoinAccountsOf(wallet.accounts)),

    async signMessage({ address, message }) {
      const feature = features()['bitcoin:signMessage']
      if (!feature) throw methodNotSupported(wallet.name, 'bitcoin:signMessage')
      const account = accountOf(address)
      try {
        const [output] = await feature.signMessage({ account, message: new TextEncoder().encode(message) })
        if (!(output?.signature instanceof Uint8Array)) throw unreadableAnswer('the signature is not bytes')
        return base64Of(output.signature)
      } catch (error) {
        throw asWalletError(error)
      }
    },

    signPSBT,

    async sendTransfer() {
      throw methodNotSupported(
        wallet.name,
        'sendTransfer',
        'Wallet Standard has no transfer feature: use signPSBT, or the adapter’s sendTransfer.',
      )
    },

    ...(switching
      ? {
          async switchNetwork(network: Network) {
            try {
              await switching.switchNetwork(network.caipNetworkId)
            } catch (error) {
              throw asWalletError(error)
            }
          },
        }
      : {}),

    on: events.on,
  }
}
