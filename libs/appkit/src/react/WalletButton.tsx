import { useEffect, useState, type ReactNode } from 'react'
import { isNamedWallet, walletConnectName } from '@gatehouse/controllers'
import type { WalletInfo } from '../api/hostSurface'
import { useAnnouncedWallet } from '../element/useAnnouncedWallet'
import { displayName, rdnsOf } from '../element/walletNames'
import { useAppKitAccount } from './hooks'
import { useAppKitWallet, useWalletInfo } from './surfaceHooks'

/** The props of `WalletButton` and `WalletButton.Custom`: the wallet as `<appkit-wallet-button>` names it. */
export interface WalletButtonProps {
  /** `metamask`, `coinbase`, `rainbow`, … (a short name), an rdns, a catalogue id, a wallet's name, or `walletConnect`. */
  wallet: string
  disabled?: boolean
}

/** What `WalletButton.Custom` hands its render function (RainbowKit's names). */
export interface WalletButtonRenderProps {
  /** Mounted, and no connection through this button under way: the button may be pressed. */
  ready: boolean
  /** False in a server render and the first client render, so that hydration matches. */
  mounted: boolean
  /** A connection through this button is under way. */
  loading: boolean
  /** The visitor is connected with this wallet. */
  connected: boolean
  /** Connects this wallet as the wallet button does; never rejects (a failure is in `error`). */
  connect: () => Promise<void>
  /** The wallet's name and icon: its own announcement when installed, else its brand name. */
  connector: { name: string; iconUrl: string | undefined }
  /** Why the last press did not connect (the wallet refused, or is neither installed nor listed). */
  error: Error | undefined
}

function isConnectedWith(wallet: string, info: WalletInfo | undefined): boolean {
  if (!info) return false
  if (wallet === walletConnectName) return info.type === 'WALLET_CONNECT'
  return isNamedWallet(wallet, { name: info.name, rdns: info.rdns })
}

function sameWallet(a: WalletInfo, b: WalletInfo | undefined): boolean {
  return a.name === b?.name && a.rdns === b.rdns && a.type === b.type
}

function CustomWalletButton(
  props: WalletButtonProps & { children: (state: WalletButtonRenderProps) => ReactNode },
) {
  const { wallet } = props
  const [mounted, setMounted] = useState(false)
  useEffect(() => setMounted(true), [])
  const { connect, isPending, isSuccess, error } = useAppKitWallet()
  const { isConnected } = useAppKitAccount()
  const { walletInfo } = useWalletInfo()
  // A wallet named by its catalogue id has neither that name nor an rdns to match: the wallet this
  // button's own press connected is known by what it was when the press succeeded.
  const [pressed, setPressed] = useState<{ success: boolean; wallet?: WalletInfo | undefined }>({
    success: false,
  })
  if (pressed.success !== isSuccess)
    setPressed({ success: isSuccess, wallet: isSuccess ? walletInfo : pressed.wallet })
  const connectedHere = Boolean(pressed.wallet && sameWallet(pressed.wallet, walletInfo))
  const announced = useAnnouncedWallet(rdnsOf(wallet))
  return props.children({
    ready: mounted && !isPending && !props.disabled,
    mounted,
    loading: isPending,
    connected: isConnected && (connectedHere || isConnectedWith(wallet, walletInfo)),
    connect: () => connect(wallet),
    connector: { name: announced?.name ?? displayName(wallet), iconUrl: announced?.icon },
    error,
  })
}

/**
 * RainbowKit's `WalletButton`: `<WalletButton wallet="metamask" />` is `<appkit-wallet-button>` (one
 * wallet's logo and name; a press connects it). `<WalletButton.Custom wallet="…">{(state) => …}` renders
 * the host's own button from the same state.
 */
export function WalletButton(props: WalletButtonProps) {
  return <appkit-wallet-button wallet={props.wallet} disabled={props.disabled || undefined} />
}

WalletButton.Custom = CustomWalletButton
