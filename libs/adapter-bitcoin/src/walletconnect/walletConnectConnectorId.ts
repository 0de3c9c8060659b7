/** The connector id of a WalletConnect session on the Bitcoin side (the same as the EVM side's). */
export const walletConnectConnectorId = 'walletConnect'
