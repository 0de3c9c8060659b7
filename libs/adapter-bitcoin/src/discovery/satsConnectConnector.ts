import { ErrorMessage, GatehouseError, safeUrl, type Network } from '@gatehouse/common'
import type { BitcoinAccountAddress, BitcoinConnector } from '../connectors/BitcoinConnector'
import { createConnectorEvents } from '../connectors/connectorEvents'
import { readAnsweredAddresses } from '../connectors/walletAnswers'
import { methodNotSupported, unreadableAnswer } from '../connectors/walletErrors'
import { networkOfSatsConnectName, satsConnectNetworkName } from '../networks/bitcoinChains'
import type { SatsConnectWallet } from './satsConnectProviders'
import { isMethodMissing, satsConnectRequest } from './satsConnectRpc'

/** The `addresses` and the bitcoin network's name of an answer (`getAddresses`, `wallet_connect`...). */
function readAccount(answer: unknown): { addresses: BitcoinAccountAddress[]; networkName: unknown } {
  if (Array.isArray(answer)) return { addresses: readAnsweredAddresses(answer), networkName: undefined }
  const value = (answer ?? {}) as { addresses?: unknown; network?: { bitcoin?: { name?: unknown } } }
  // sats-connect makes an event's addresses optional: none is not junk.
  const addresses = value.addresses === undefined ? [] : readAnsweredAddresses(value.addresses)
  return { addresses, networkName: value.network?.bitcoin?.name }
}

/** A connect prompt's text, in the 80 characters sats-connect allows. */
const connectMessage = 'Connect to your wallet'

/**
 * A wallet found through sats-connect's `window.btc_providers` as a `BitcoinConnector`: JSON-RPC
 * requests on its provider (`getAddresses`, `signMessage`, `signPsbt`, `sendTransfer`,
 * `wallet_*`), and its events through `addListener` where it has one.
 */
export function satsConnectConnector(
  wallet: SatsConnectWallet,
  params: { networks: readonly Network[] },
): BitcoinConnector {
  const { descriptor, provider } = wallet
  const request = (method: string, body: unknown) => satsConnectRequest(provider, method, body)
  let network: Network | undefined
  let known: BitcoinAccountAddress[] | undefined

  /** Keeps what an answer says: the addresses, and the network when the wallet names one. */
  function remember(answer: { addresses: BitcoinAccountAddress[]; networkName: unknown }) {
    network = networkOfSatsConnectName(answer.networkName, params.networks) ?? network
    known = answer.addresses
    return answer.addresses
  }

  /** The account without a prompt: `wallet_getAccount` answers only while the page has permission. */
  async function currentAccount(): Promise<BitcoinAccountAddress[] | undefined> {
    try {
      const addresses = remember(readAccount(await request('wallet_getAccount', null)))
      return addresses.length > 0 ? addresses : undefined
    } catch {
      return undefined
    }
  }

  const events = createConnectorEvents((emit) => {
    if (typeof provider.addListener !== 'function') return () => undefined
    const follow = async (data: unknown, networkName?: unknown) => {
      let answer
      try {
        answer = readAccount(data)
      } catch (error) {
        // The session stays as the kit knew it: junk neither connects nor disconnects.
        console.warn('[gatehouse] ignored a Bitcoin wallet change it cannot read', error)
        return
      }
      network = networkOfSatsConnectName(networkName, params.networks) ?? network
      // An event without addresses (sats-connect makes them optional) is read again from the wallet.
      const addresses =
        answer.addresses.length > 0 ? remember({ ...answer, networkName }) : await currentAccount()
      if (addresses && addresses.length > 0) emit.accountsChanged(addresses)
      else emit.disconnect()
    }
    const stops = [
      provider.addListener('accountChange', (data) => void follow(data)),
      // AppKit reads `data.stacks.name` here; the Bitcoin network is `data.bitcoin.name`.
      provider.addListener(
        'networkChange',
        (data) => void follow(data, (data as { bitcoin?: { name?: unknown } } | null)?.bitcoin?.name),
      ),
      provider.addListener('disconnect', () => emit.disconnect()),
    ]
    return () => stops.forEach((stop) => typeof stop === 'function' && stop())
  })

  const imageUrl = safeUrl(descriptor.icon, 'imgSrc')

  return {
    id: descriptor.id,
    name: descriptor.name,
    ...(imageUrl === undefined ? {} : { imageUrl }),
    kind: 'sats-connect',
    chains: [...params.networks],

    async connect(options) {
      if (options?.silent) return currentAccount()
      let answer
      try {
        answer = readAccount(
          await request('getAddresses', { purposes: ['payment', 'ordinals'], message: connectMessage }),
        )
      } catch (error) {
        if (!isMethodMissing(error)) throw error
        const name = options?.network && satsConnectNetworkName(options.network)
        answer = readAccount(
          await request('wallet_connect', {
            addresses: ['payment', 'ordinals'],
            message: connectMessage,
            ...(name ? { network: name } : {}),
          }),
        )
      }
      if (answer.addresses.length === 0)
        throw unreadableAnswer('the wallet connected without a Bitcoin address')
      return remember(answer)
    },

    async disconnect() {
      known = undefined
      try {
        await request('wallet_disconnect', null)
      } catch (error) {
        // A wallet without the method has no session of its own to end.
        if (!isMethodMissing(error)) throw error
      }
    },

    async getAccountAddresses() {
      const current = await currentAccount()
      if (current) return current
      if (known) return known
      return remember(readAccount(await request('getAddresses', { purposes: ['payment', 'ordinals'] })))
    },

    async signMessage({ address, message, protocol }) {
      const answer = await request('signMessage', {
        address,
        message,
        protocol: protocol === 'ecdsa' ? 'ECDSA' : 'BIP322',
      })
      const signature = (answer as { signature?: unknown } | null)?.signature
      if (typeof signature !== 'string' || signature === '')
        throw unreadableAnswer('signMessage: no signature')
      return signature
    },

    async signPSBT({ psbt, signInputs, broadcast }) {
      const byAddress: Record<string, number[]> = {}
      for (const input of signInputs) (byAddress[input.address] ??= []).push(input.index)
      const answer = (await request('signPsbt', { psbt, signInputs: byAddress, broadcast: !!broadcast })) as {
        psbt?: unknown
        txid?: unknown
      } | null
      if (typeof answer?.psbt !== 'string') throw unreadableAnswer('signPsbt: no psbt')
      return { psbt: answer.psbt, ...(typeof answer.txid === 'string' ? { txid: answer.txid } : {}) }
    },

    async sendTransfer({ recipient, amount }) {
      const sats = Number(amount)
      if (!/^\d+$/.test(amount) || !Number.isSafeInteger(sats))
        throw new TypeError(`The amount ${amount} is not a whole number of satoshis`)
      const answer = await request('sendTransfer', { recipients: [{ address: recipient, amount: sats }] })
      const txid = (answer as { txid?: unknown } | null)?.txid
      if (typeof txid !== 'string') throw unreadableAnswer('sendTransfer: no txid')
      return txid
    },

    async switchNetwork(target) {
      const name = satsConnectNetworkName(target)
      if (!name) throw new GatehouseError('ChainNotSupported', ErrorMessage.chainNotSupported)
      try {
        await request('wallet_changeNetwork', { name })
      } catch (error) {
        if (isMethodMissing(error))
          throw methodNotSupported(descriptor.name, 'wallet_changeNetwork', 'Switch networks in the wallet.')
        throw error
      }
      network = target
    },

    walletNetwork: () => network,

    on: events.on,
  }
}
