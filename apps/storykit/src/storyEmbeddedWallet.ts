import type { FrameUser } from '@gatehouse/common'
import { authConnectorId } from '@gatehouse/controllers'
import { storyAddress } from './storyAdapter'

/** A visitor the embedded wallet logged in by e-mail, for the e-mail views' stories. */
export const storyEmailUser: FrameUser = {
  email: 'ada@example.com',
  address: storyAddress,
  chainId: 1,
  accounts: [{ namespace: 'eip155', address: storyAddress, type: 'eoa' }],
  preferredAccountType: 'eoa',
  smartAccountDeployed: false,
  authProvider: 'email',
}

/** The story props of a visitor connected through the embedded wallet (e-mail login) on Ethereum. */
export const emailConnectedStoryArgs = {
  theme: 'dark',
  connectedChainId: 1,
  connectorId: authConnectorId,
  outcome: 'succeeds',
  embeddedWallet: { frame: 'ready', user: storyEmailUser },
} as const

/** A visitor the embedded wallet logged in with GitHub (social login), for the account's stories. */
export const storySocialUser: FrameUser = {
  address: storyAddress,
  userName: 'ada-lovelace',
  chainId: 1,
  accounts: [{ namespace: 'eip155', address: storyAddress, type: 'eoa' }],
  preferredAccountType: 'eoa',
  smartAccountDeployed: false,
  authProvider: 'github',
}

/** The story props of a visitor connected through the embedded wallet (social login) on Ethereum. */
export const socialConnectedStoryArgs = {
  ...emailConnectedStoryArgs,
  embeddedWallet: { frame: 'ready', user: storySocialUser },
} as const
