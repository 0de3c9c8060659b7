/** What each method asks of the person, in words for cards and the activity log. */
export const methodLabels: Record<string, string> = {
  personal_sign: 'Sign a message',
  eth_sign: 'Sign a message (eth_sign)',
  eth_signTypedData_v4: 'Sign typed data',
  eth_sendTransaction: 'Send a transaction',
  wallet_switchEthereumChain: 'Switch network',
  wallet_addEthereumChain: 'Add a network',
  solana_signMessage: 'Sign a message',
  solana_signTransaction: 'Sign a transaction',
  solana_signAllTransactions: 'Sign transactions',
  solana_signAndSendTransaction: 'Send a transaction',
}

/** The label of a method, or the method itself when the wallet has no words for it. */
export function methodLabel(method: string): string {
  return methodLabels[method] ?? method
}
