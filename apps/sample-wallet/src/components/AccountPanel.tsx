import { formatAddress } from '@gatehouse/common'
import {
  devAddresses,
  devPrivateKeys,
  type WalletController,
  type WalletSnapshot,
} from '@gatehouse/harness/wallet'
import { useState } from 'react'
import { chainName } from '../format/chainName'
import { storeAccountIndex, storeChainId } from '../wallet/preferences'
import { useBalance } from '../wallet/useBalance'
import { useAction } from './useAction'

interface AccountPanelProps {
  controller: WalletController
  snapshot: WalletSnapshot
}

/** The development account in use, its balance, and the network new connections start on. */
export function AccountPanel({ controller, snapshot }: AccountPanelProps) {
  const { running, error, run } = useAction()
  const [copied, setCopied] = useState(false)
  const accountIndex = Math.max(0, devAddresses.indexOf(snapshot.address as (typeof devAddresses)[number]))
  const rpcUrl = snapshot.chains.find((chain) => chain.chainId === snapshot.chainId)?.rpcUrl
  const balance = useBalance(snapshot.address, rpcUrl, snapshot.activity.length)

  const selectAccount = (index: number) => {
    const key = devPrivateKeys[index]
    if (!key) return
    storeAccountIndex(index)
    void run('account', () => controller.selectAccount(key))
  }
  const selectChain = (chainId: number) => {
    storeChainId(chainId)
    controller.selectChain(chainId)
  }
  const copy = async () => {
    await navigator.clipboard.writeText(snapshot.address)
    setCopied(true)
    setTimeout(() => setCopied(false), 1500)
  }

  return (
    <section className="panel" aria-labelledby="account-heading">
      <h2 id="account-heading">Account</h2>
      <div className="field">
        <label htmlFor="account">Development account</label>
        <select
          id="account"
          value={accountIndex}
          disabled={!!running}
          onChange={(event) => selectAccount(Number(event.target.value))}
        >
          {devAddresses.map((address, index) => (
            <option key={address} value={index}>
              Account {index + 1} · {formatAddress(address)}
            </option>
          ))}
        </select>
      </div>
      <div className="address">
        <code className="address__value">{snapshot.address}</code>
        <button type="button" className="button button--small" onClick={() => void copy()}>
          {copied ? 'Copied' : 'Copy address'}
        </button>
      </div>
      <p className="address">
        <span className="balance__label">Solana account</span>{' '}
        <code className="address__value" data-testid="solana-address">
          {snapshot.solanaAddress}
        </code>
      </p>
      <p className="address">
        <span className="balance__label">Bitcoin account</span>{' '}
        <code className="address__value" data-testid="bitcoin-address">
          {snapshot.bitcoinAddress}
        </code>
      </p>
      <p className={balance?.failed ? 'balance balance--failed' : 'balance'}>
        <span className="balance__label">Balance on {chainName(snapshot.chainId)}</span>{' '}
        <span className="balance__value">{balance?.text ?? 'Loading…'}</span>
      </p>
      <div className="field">
        <label htmlFor="chain">Network for new connections</label>
        <select
          id="chain"
          value={snapshot.chainId}
          onChange={(event) => selectChain(Number(event.target.value))}
        >
          {snapshot.chains.map((chain) => (
            <option key={chain.chainId} value={chain.chainId}>
              {chainName(chain.chainId)} · {chain.rpcUrl}
            </option>
          ))}
        </select>
      </div>
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
    </section>
  )
}
