export { bitcoinTestKey, regtestNetwork, signBip322 } from './bitcoinMessageSigner'
export { getJson, issueNonce, postJson, signInMessage, signInProject, signInSite } from './signInMessages'
