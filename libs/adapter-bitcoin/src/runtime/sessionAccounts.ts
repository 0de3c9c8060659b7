import { isBitcoinAddress, type Network } from '@gatehouse/common'
import type { AdapterAccount } from '@gatehouse/controllers'
import type { BitcoinAccountAddress } from '../connectors/BitcoinConnector'
import { addressFits, networkOfAddresses } from '../networks/bitcoinChains'

/** The addresses a payment may come from: the payment ones, or every one when none is labelled so. */
function payingAddresses(addresses: readonly BitcoinAccountAddress[]): BitcoinAccountAddress[] {
  const bitcoin = addresses.filter((entry) => entry.purpose !== 'stx' && isBitcoinAddress(entry.address))
  const payments = bitcoin.filter((entry) => entry.purpose === 'payment')
  return payments.length > 0 ? payments : bitcoin
}

/**
 * The network a wallet's addresses put the session on (see `networkOfAddresses`), judged by the
 * addresses that pay.
 */
export function sessionNetworkOf(
  addresses: readonly BitcoinAccountAddress[],
  preferred: readonly (Network | undefined)[],
  networks: readonly Network[],
): Network | undefined {
  return networkOfAddresses(
    payingAddresses(addresses).map((entry) => entry.address),
    preferred,
    networks,
  )
}

/** The wallet's Bitcoin addresses on `network` (a wallet may list other networks' too). */
export function addressesOn(
  addresses: readonly BitcoinAccountAddress[],
  network: Network,
): BitcoinAccountAddress[] {
  return addresses.filter(
    (entry) =>
      entry.purpose !== 'stx' &&
      isBitcoinAddress(entry.address) &&
      addressFits(entry.address, network) !== false,
  )
}

/** The account the session pays from on `network`: its first payment address, else its first address. */
export function paymentAddressOn(
  addresses: readonly BitcoinAccountAddress[],
  network: Network,
): BitcoinAccountAddress | undefined {
  const on = addressesOn(addresses, network)
  return on.find((entry) => entry.purpose === 'payment') ?? on[0]
}

/**
 * The kit's accounts of the session: the payment account first (type 'payment', the one the kit
 * shows), then the others (ordinals as 'ordinal'), each with its public key and path when known.
 */
export function adapterAccountsOn(
  addresses: readonly BitcoinAccountAddress[],
  network: Network,
): AdapterAccount[] {
  const payment = paymentAddressOn(addresses, network)
  if (!payment) return []
  const rest = addressesOn(addresses, network).filter((entry) => entry !== payment)
  return [{ ...payment, purpose: 'payment' as const }, ...rest].map((entry) => ({
    address: entry.address,
    type: entry.purpose,
    ...(entry.publicKey === undefined ? {} : { publicKey: entry.publicKey }),
    ...(entry.path === undefined ? {} : { path: entry.path }),
  }))
}
