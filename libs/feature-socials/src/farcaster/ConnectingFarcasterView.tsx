import { useEffect } from 'react'
import { useSnapshot } from 'valtio/react'
import { safeUrl } from '@gatehouse/common'
import { useCopy, useFeatureState } from '@gatehouse/controllers/react'
import {
  CopyField,
  MessagesGate,
  QrCode,
  Skeleton,
  Spinner,
  StatusMessage,
  Text,
  useStyles,
} from '@gatehouse/ui'
import { socialsCatalogue, useSocialsMessages, type SocialsMessages } from '../i18n/socialsMessages'
import css from './farcaster.css?inline'
import type { FarcasterProblem } from './farcasterProblem'
import { useFarcasterSignIn } from './useFarcasterSignIn'
import { socialsNeeds } from '../needs'

const qrSize = 280
const catalogues = [socialsCatalogue]

/**
 * ConnectingFarcaster (docs/reference/views.md#connecting-farcaster): the Farcaster sign-in link as a QR code, "Open in Farcaster" and a
 * copy field, waiting for the visitor's Farcaster app; a refusal with its reason and a retry.
 * Leaving while not connected clears the link and reloads the auth connector.
 */
export function ConnectingFarcasterView() {
  return (
    <MessagesGate
      catalogues={catalogues}
      fallback={
        <div className="gh-view" aria-busy="true">
          <Skeleton width={qrSize} height={qrSize} radius="m" />
        </div>
      }
    >
      <ConnectingFarcaster />
    </MessagesGate>
  )
}

function problemText(problem: FarcasterProblem | undefined, messages: SocialsMessages): string {
  switch (problem) {
    case 'expired':
      return messages.farcasterExpired()
    case 'signature':
      return messages.farcasterBadSignature()
    case 'custody':
      return messages.farcasterCustodyMismatch()
    default:
      return messages.farcasterFailed()
  }
}

function ConnectingFarcaster() {
  useStyles(css)
  const messages = useSocialsMessages()
  const signIn = useFarcasterSignIn()
  const state = useSnapshot(signIn.state)
  const wallet = useFeatureState((context) => context.embeddedWallet.state, socialsNeeds)
  const { copied, copy } = useCopy({
    copied: messages.farcasterCopied(),
    notAllowed: messages.farcasterCopyNotAllowed(),
  })

  useEffect(() => {
    signIn.start()
    return () => signIn.leave()
  }, [signIn])

  if (state.status === 'failed') {
    return (
      <div className="gh-view">
        <StatusMessage
          tone="error"
          title={messages.farcasterFailedTitle()}
          description={problemText(state.problem, messages)}
          actionLabel={messages.farcasterRetry()}
          onAction={() => signIn.retry()}
        />
      </div>
    )
  }
  const link = state.url ? safeUrl(state.url, 'walletLink') : undefined
  return (
    <div className="gh-view gh-farcaster">
      <Text align="center" tone="muted">
        {messages.farcasterScan()}
      </Text>
      {link ? (
        <QrCode
          value={link}
          size={qrSize}
          label={messages.farcasterQrLabel()}
          imageAlt={messages.farcasterName()}
        />
      ) : (
        <div role="status" aria-label={messages.farcasterPreparing()} aria-busy="true">
          <Skeleton width={qrSize} height={qrSize} radius="m" />
        </div>
      )}
      {link && (
        <>
          <a className="gh-farcaster__open" href={link} data-testid="farcaster-open">
            {messages.farcasterOpen()}
          </a>
          <CopyField
            value={link}
            label={messages.farcasterLink()}
            copied={copied}
            onCopy={() => void copy(link)}
          />
          <div className="gh-farcaster__waiting" role="status">
            <Spinner />
            <Text tone="muted">
              {wallet.loggingIn ? messages.farcasterSigningIn() : messages.farcasterWaiting()}
            </Text>
          </div>
        </>
      )}
    </div>
  )
}
