/**
 * The account address the kit asks `createMessage` for when the account is not known yet: a
 * one-step WalletConnect sign-in needs the nonce and fields before the wallet picks its account
 * (AppKit uses the same text). The session the wallet returns carries the real address in its own
 * `data.accountAddress`; a session still holding the placeholder is never valid.
 */
export const accountAddressPlaceholder = '<<AccountAddress>>'
