// The story kit's fixtures: what a story's kit is made of (see README.md).
export { storyAdapter, storyAddress, storyPairingUri, type StoryOutcome } from './storyAdapter'
export {
  connectStoryBitcoin,
  storyBitcoinAdapter,
  storyBitcoinAddress,
  storyBitcoinConnector,
  storyBitcoinNetworks,
  type StoryBitcoin,
} from './storyBitcoin'
export { storyServiceFetch, storyWallets } from './storyCatalogue'
export {
  emailConnectedStoryArgs,
  socialConnectedStoryArgs,
  storyEmailUser,
  storySocialUser,
} from './storyEmbeddedWallet'
export {
  connectStorySolana,
  storyMultiChainConnector,
  storyMultiChainConnectors,
  storySolanaAdapter,
  storySolanaAddress,
  storySolanaNetworks,
  type StorySolana,
} from './storyMultiChain'
export { storyEther, storyGusd, storySend, type StorySendState } from './storySend'
export { storySiwx } from './storySiwx'
export { storySocialLogin, type StorySocialLogin } from './storySocialLogin'

// The modal on one view of a story's kit, with the story's features (see README.md).
export {
  connectedStoryArgs,
  renderViewStory,
  storyConnectors,
  ViewStory,
  type ViewStoryProps,
} from './ViewStory'
export {
  storyFeatures,
  StoryModalProvider,
  useStoryModal,
  type StoryFeatures,
  type StoryModal,
} from './storyModal'
