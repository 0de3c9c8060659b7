import {
  ErrorMessage,
  GatehouseError,
  parseCaipAddress,
  type CaipNetworkId,
  type Network,
} from '@gatehouse/common'
import type { WalletConnectSessionShare } from '@gatehouse/controllers'
import { accountAddressesOf } from '../connectors/accountAddresses'
import type { BitcoinAccountAddress, BitcoinConnector } from '../connectors/BitcoinConnector'
import { createConnectorEvents } from '../connectors/connectorEvents'
import { asWalletError, unreadableAnswer } from '../connectors/walletErrors'
import { base64Of, bytesOfHex, isHex } from '../encoding/bytes'
import { walletConnectConnectorId } from './walletConnectConnectorId'

/** WalletConnect's user-rejection codes (`USER_REJECTED`, `USER_REJECTED_METHODS`) besides 4001. */
const walletConnectRejectionCodes: readonly number[] = [5000, 5002]

/** The session's accounts: each CAIP-10 `bip122:<ref>:<address>` as its network id and address. */
function sessionAccounts(share: WalletConnectSessionShare): { chainId: CaipNetworkId; address: string }[] {
  return share.accounts.flatMap((account) => {
    try {
      const parsed = parseCaipAddress(account)
      return parsed.chainNamespace === 'bip122'
        ? [{ chainId: `bip122:${parsed.chainId}` as CaipNetworkId, address: parsed.address }]
        : []
    } catch {
      return []
    }
  })
}

/**
 * The addresses the wallet put in the session's `bip122_getAccountAddresses` property (WalletConnect's
 * bip122 spec asks wallets to: the getAccountAddresses answer as JSON), so nothing has to be asked.
 */
function sessionPropertyAddresses(share: WalletConnectSessionShare): BitcoinAccountAddress[] {
  const property = share.sessionProperties['bip122_getAccountAddresses']
  if (property === undefined) return []
  try {
    return accountAddressesOf(JSON.parse(property) as unknown)
  } catch {
    return []
  }
}

/** A signature as the wallet answered it: hex (the WalletConnect spec) becomes base64; base64 stays. */
function signatureOf(answer: unknown): string {
  const signature = (answer as { signature?: unknown } | null)?.signature
  if (typeof signature !== 'string' || signature === '') throw unreadableAnswer('signMessage: no signature')
  const hex = signature.startsWith('0x') ? signature.slice(2) : signature
  return isHex(hex) ? base64Of(bytesOfHex(hex)) : signature
}

/**
 * The bip122 part of a WalletConnect session that another adapter opened, as a `BitcoinConnector`:
 * requests go over the session to the network the session is on (`activeNetwork()` when the
 * session has an account there), with the account being that network's session address. Its
 * addresses are the session's, with the ordinals address and public keys when the wallet put them in
 * the session's `bip122_getAccountAddresses` property; otherwise those are learned only when the
 * host calls `getAccountAddresses` (asking in the background would prompt the visitor unasked).
 */
export function walletConnectConnector(
  share: WalletConnectSessionShare,
  params: { networks: readonly Network[]; activeNetwork(): Network | undefined },
): BitcoinConnector {
  let chainId: CaipNetworkId | undefined
  let learned: BitcoinAccountAddress[] = sessionPropertyAddresses(share)

  const accountOn = (id: CaipNetworkId | undefined) =>
    sessionAccounts(share).find((entry) => entry.chainId === id)
  /** The session's account on its network: the one chosen, else the kit's, else the first. */
  function pick() {
    const active = params.activeNetwork()?.caipNetworkId as CaipNetworkId | undefined
    return accountOn(chainId) ?? accountOn(active) ?? sessionAccounts(share)[0]
  }
  function current(): { chainId: CaipNetworkId; address: string } {
    const account = pick()
    if (!account) throw new GatehouseError('RequestNeedsSession', ErrorMessage.requestNeedsSession)
    chainId = account.chainId
    return account
  }

  async function request(method: string, body: Record<string, unknown>): Promise<unknown> {
    const account = current()
    try {
      return await share.request({
        method,
        params: { account: account.address, ...body },
        chainId: account.chainId,
      })
    } catch (error) {
      throw asWalletError(error, walletConnectRejectionCodes)
    }
  }

  /** The session's addresses as payment addresses, with what the wallet told of them first. */
  function addresses(): BitcoinAccountAddress[] {
    const seen = new Set(learned.map((entry) => entry.address))
    const plain = sessionAccounts(share)
      .filter((entry) => !seen.has(entry.address) && seen.add(entry.address))
      .map((entry): BitcoinAccountAddress => ({ address: entry.address, purpose: 'payment' }))
    return [...learned, ...plain]
  }

  async function getAccountAddresses(): Promise<BitcoinAccountAddress[]> {
    const answer = await request('getAccountAddresses', { intentions: ['payment', 'ordinal'] })
    // The spec answers objects; AppKit reads plain strings: both are read.
    const told = accountAddressesOf(
      Array.isArray(answer) ? answer : (answer as { addresses?: unknown } | null)?.addresses,
    )
    if (told.length > 0) learned = told
    return addresses()
  }

  const events = createConnectorEvents((emit) => share.onEnd(() => emit.disconnect()))

  return {
    id: walletConnectConnectorId,
    name: 'WalletConnect',
    kind: 'walletconnect',
    get chains() {
      const ids = new Set<string>(sessionAccounts(share).map((entry) => entry.chainId))
      return params.networks.filter((network) => ids.has(network.caipNetworkId))
    },

    async connect() {
      // The session holds the accounts already: nothing to ask (the wallet may be offline on a reload).
      const found = addresses()
      return found.length > 0 ? found : undefined
    },

    disconnect: () => share.disconnect(),

    getAccountAddresses,

    async signMessage({ address, message, protocol }) {
      return signatureOf(await request('signMessage', { address, message, protocol: protocol ?? 'bip322' }))
    },

    async signPSBT({ psbt, signInputs, broadcast }) {
      const answer = (await request('signPsbt', {
        psbt,
        signInputs: signInputs.map((input) => ({
          address: input.address,
          index: input.index,
          ...(input.sighashTypes ? { sighashTypes: input.sighashTypes } : {}),
        })),
        broadcast: !!broadcast,
      })) as { psbt?: unknown; txid?: unknown } | null
      if (typeof answer?.psbt !== 'string') throw unreadableAnswer('signPsbt: no psbt')
      return { psbt: answer.psbt, ...(typeof answer.txid === 'string' ? { txid: answer.txid } : {}) }
    },

    async sendTransfer({ recipient, amount }) {
      const answer = await request('sendTransfer', { recipientAddress: recipient, amount })
      const txid = (answer as { txid?: unknown } | null)?.txid
      if (typeof txid !== 'string') throw unreadableAnswer('sendTransfer: no txid')
      return txid
    },

    async switchNetwork(network) {
      const account = accountOn(network.caipNetworkId as CaipNetworkId)
      if (!account) throw new GatehouseError('ChainNotSupported', ErrorMessage.chainNotSupported)
      chainId = account.chainId
    },

    walletNetwork() {
      const id = pick()?.chainId
      return params.networks.find((network) => network.caipNetworkId === id)
    },

    on: events.on,
  }
}
