import { useEffect, useRef, useState } from 'react'
import { isUserRejection } from '@gatehouse/common'
import { describeWalletError } from '@gatehouse/controllers'
import { useKit, useKitState } from '@gatehouse/controllers/react'
import { NetworkImage, Spinner, Text, useStyles } from '@gatehouse/ui'
import { useAppkitMessages } from '../../i18n/appkitMessages'
import css from '../shared/connecting.css?inline'

/**
 * Waits for the wallet to switch network. Success returns to Account (or closes, when the switch
 * fixed an unsupported network); failure goes back with a toast saying why (docs/reference/views.md#failed-switch).
 */
export default function SwitchNetworkView() {
  useStyles(css)
  const kit = useKit()
  const messages = useAppkitMessages()
  const router = useKitState((k) => k.router.state)
  const network = router.data?.network
  const started = useRef(false)
  const [walletName] = useState(() => kit.connectedConnector(network?.chainNamespace)?.name)

  // The toast is shown after the view has gone: its words are read now, in the modal's language.
  const declinedText = messages.networkSwitchDeclined()
  useEffect(() => {
    if (!network || started.current) return
    started.current = true
    const fromUnsupported = kit.router.state.history.includes('UnsupportedChain')
    kit
      .switchNetwork(network)
      .then(() => {
        if (fromUnsupported) kit.close()
        else kit.router.reset('Account')
      })
      .catch((error: unknown) => {
        kit.toast.show(isUserRejection(error) ? declinedText : describeWalletError(error), 'error')
        kit.router.goBack()
      })
  }, [kit, network, declinedText])

  if (!network) return null
  return (
    <div className="gh-view gh-view--centered" aria-busy="true">
      <span className="gh-connecting__image" data-state="loading">
        <NetworkImage name={network.name} src={network.assets?.imageUrl} size={80} />
      </span>
      <Text variant="title" align="center">
        {messages.approveInWallet()}
      </Text>
      <Text variant="small" tone="muted" align="center">
        {messages.acceptSwitch({ network: network.name, wallet: walletName ?? messages.yourWallet() })}
      </Text>
      <Spinner size={20} label={messages.switchingTo({ network: network.name })} />
    </div>
  )
}
