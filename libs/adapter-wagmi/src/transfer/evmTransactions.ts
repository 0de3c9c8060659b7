/** An EVM transaction to send. */
export interface EvmTransactionRequest {
  to: `0x${string}`
  value?: bigint | undefined
  data?: `0x${string}` | undefined
  gas?: bigint | undefined
}

/** A contract call that writes (an ERC-20 `transfer`, for example), with the contract's own ABI. */
export interface EvmContractWriteRequest {
  address: `0x${string}`
  abi: readonly unknown[]
  functionName: string
  args: readonly unknown[]
}

/** An EVM transaction or contract write whose fee is to be estimated. */
export type EvmFeeRequest = EvmTransactionRequest | EvmContractWriteRequest
