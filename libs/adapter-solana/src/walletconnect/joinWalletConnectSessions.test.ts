import { describe, expect, it, vi } from 'vitest'
import {
  generateKeyPair,
  getAddressFromPublicKey,
  getBase58Decoder,
  getBase58Encoder,
  signBytes,
  signatureBytes,
  verifySignature,
} from '@solana/kit'
import { solanaLocalnet, type CaipNetworkId } from '@gatehouse/common'
import {
  createWalletConnectSessionShare,
  type AdapterConnectionState,
  type WalletConnectSessionRequest,
  type WalletConnectSessionShare,
} from '@gatehouse/controllers'
import { SolanaAdapter } from '../SolanaAdapter'

const localnet = `solana:${solanaLocalnet.id}` as CaipNetworkId

/**
 * A WalletConnect session with a Solana account whose wallet signs messages with a WebCrypto key:
 * the share is the kit's own (the request rules included), only the relay is left out.
 */
async function session() {
  const keys = await generateKeyPair()
  const address = await getAddressFromPublicKey(keys.publicKey)
  let namespaces: Record<string, { accounts: string[] }> | undefined = {
    eip155: { accounts: ['eip155:31337:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'] },
    solana: { accounts: [`${localnet}:${address}`] },
  }
  const ends = new Set<() => void>()
  const requests: WalletConnectSessionRequest[] = []
  const end = () => {
    namespaces = undefined
    ;[...ends].forEach((listener) => listener())
  }
  const share = createWalletConnectSessionShare({
    namespace: 'solana',
    namespaces: () => namespaces,
    peer: () => ({ name: 'Phantom', icons: ['https://phantom.app/icon.png'] }),
    async send(request) {
      requests.push(request)
      const { message } = request.params as { message: string }
      const signature = await signBytes(keys.privateKey, getBase58Encoder().encode(message))
      return { signature: getBase58Decoder().decode(signature) }
    },
    disconnect: vi.fn(async () => end()),
    onEnd(listener) {
      ends.add(listener)
      return () => ends.delete(listener)
    },
  })
  return { keys, address, share, requests, end }
}

function adapterWithLink(current: WalletConnectSessionShare | undefined) {
  const adapter = new SolanaAdapter({ networks: [solanaLocalnet] })
  const states: AdapterConnectionState[] = []
  adapter.setup({
    projectId: 'test',
    events: {
      connectorsChanged: () => undefined,
      connectionChanged: (state) => states.push(state),
      transactionSent: () => undefined,
    },
  })
  let announce: (share: WalletConnectSessionShare) => void = () => undefined
  adapter.joinWalletConnectSessions({
    current: async () => current,
    onSession(listener) {
      announce = listener
      return () => undefined
    },
  })
  return { adapter, states, announce: (share: WalletConnectSessionShare) => announce(share) }
}

describe('the Solana side of a shared WalletConnect session', () => {
  it('proposes the configured Solana networks with the four signing methods', () => {
    const { adapter } = adapterWithLink(undefined)
    expect(adapter.walletConnectProposal()).toMatchObject({
      namespace: 'solana',
      chains: [localnet],
      methods: [
        'solana_signMessage',
        'solana_signTransaction',
        'solana_signAllTransactions',
        'solana_signAndSendTransaction',
      ],
      rpcMap: { [localnet]: 'http://127.0.0.1:8899' },
    })
  })

  it('connects when a session with a Solana account is approved, and signs over it', async () => {
    const { keys, address, share, requests } = await session()
    const { adapter, states, announce } = adapterWithLink(undefined)
    announce(share)
    await vi.waitFor(() => expect(states.at(-1)).toMatchObject({ status: 'connected', address }))
    expect(states.at(-1)?.connectorId).toBe('walletConnect')
    // The wallet's metadata goes to the kit, which reads it (getWalletInfo names the wallet).
    expect(states.at(-1)?.peer).toEqual({ name: 'Phantom', icons: ['https://phantom.app/icon.png'] })

    const signature = await adapter.signMessage({ message: 'Hello over WalletConnect', address })
    expect(requests[0]).toMatchObject({ method: 'solana_signMessage', chainId: localnet })
    const signed = new TextEncoder().encode('Hello over WalletConnect')
    expect(
      await verifySignature(keys.publicKey, signatureBytes(getBase58Encoder().encode(signature)), signed),
    ).toBe(true)
  })

  it('restores from the stored session, and has nothing to restore without one', async () => {
    const { address, share } = await session()
    await expect(
      adapterWithLink(share).adapter.reconnect({ connectorId: 'walletConnect' }),
    ).resolves.toMatchObject({
      address,
      connectorId: 'walletConnect',
      peer: { name: 'Phantom' },
    })
    await expect(
      adapterWithLink(undefined).adapter.reconnect({ connectorId: 'walletConnect' }),
    ).resolves.toBeUndefined()
  })

  it('is disconnected when the session ends, and ends the session when it disconnects', async () => {
    const first = await session()
    const { adapter, states } = adapterWithLink(first.share)
    await adapter.reconnect({ connectorId: 'walletConnect' })
    first.end()
    expect(states.at(-1)).toEqual({ status: 'disconnected' })

    const second = await session()
    const other = adapterWithLink(second.share)
    await other.adapter.reconnect({ connectorId: 'walletConnect' })
    const disconnect = vi.spyOn(second.share, 'disconnect')
    await other.adapter.disconnect()
    expect(disconnect).toHaveBeenCalled()
  })
})
