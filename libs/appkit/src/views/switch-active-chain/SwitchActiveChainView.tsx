import { useEffect, useRef, useState } from 'react'
import { isUserRejection } from '@gatehouse/common'
import { describeWalletError, switchActiveChain } from '@gatehouse/controllers'
import { useKit, useKitState } from '@gatehouse/controllers/react'
import { Button, NetworkImage, Spinner, Text, useStyles } from '@gatehouse/ui'
import { useAppkitMessages } from '../../i18n/appkitMessages'
import { chainName } from '../shared/chainName'
import css from '../shared/connecting.css?inline'

/**
 * Moving to a network of another chain (docs/reference/views.md#switch-active-chain). With an account connected on
 * that chain the switch runs at once (a namespace switch in progress, docs/reference/states.md#namespace-switch) and the view shows it,
 * then that account; without one, the view says so and leads to the wallets of that chain: connecting
 * there makes it the active chain. Back returns to the networks.
 */
export default function SwitchActiveChainView() {
  useStyles(css)
  const kit = useKit()
  const messages = useAppkitMessages()
  const network = useKitState((k) => k.router.state).data?.network
  const chainState = useKitState((k) => k.chain.state)
  useKitState((k) => k.connection.state)
  const [connectedAtStart] = useState(() =>
    network ? kit.connection.isConnected(network.chainNamespace) : false,
  )
  const started = useRef(false)
  const declinedText = messages.networkSwitchDeclined()

  useEffect(() => {
    if (!network || !connectedAtStart || started.current) return
    started.current = true
    switchActiveChain(kit, network)
      .then(() => kit.router.reset('Account'))
      .catch((error: unknown) => {
        kit.toast.show(isUserRejection(error) ? declinedText : describeWalletError(error), 'error')
        kit.router.goBack()
      })
  }, [kit, network, connectedAtStart, declinedText])

  if (!network) return null
  const chain = chainName(network.chainNamespace, messages)
  const switching = connectedAtStart
  return (
    <div className="gh-view gh-view--centered" aria-busy={switching || chainState.namespaceSwitchInProgress}>
      <span className="gh-connecting__image" data-state={switching ? 'loading' : undefined}>
        <NetworkImage name={network.name} src={network.assets?.imageUrl} size={80} />
      </span>
      <Text as="h3" variant="title" align="center">
        {messages.switchToNetwork({ network: network.name })}
      </Text>
      {switching ? (
        <>
          <Text variant="small" tone="muted" align="center">
            {messages.switchActiveChainConnected({ chain, network: network.name })}
          </Text>
          <Spinner size={20} label={messages.switchingTo({ network: network.name })} />
        </>
      ) : (
        <>
          <Text variant="small" tone="muted" align="center">
            {messages.switchActiveChainConnect({ chain, network: network.name })}
          </Text>
          <Button variant="accent" fullWidth onClick={() => void switchActiveChain(kit, network)}>
            {messages.connectChainWallet({ chain })}
          </Button>
        </>
      )}
    </div>
  )
}
