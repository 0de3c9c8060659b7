import * as runtimeModule from './runtime/createWagmiRuntime'
import { WagmiAdapter as DeferredWagmiAdapter, type WagmiRuntimeModule } from './WagmiAdapter'

/**
 * The adapter on a server (the package's `node` export condition): wagmi's code comes with it, so
 * `wagmiConfig` is wagmi's config from the first read, as a server render with cookie storage needs
 * (`cookieToInitialState(wagmiAdapter.wagmiConfig, cookies)`). Bytes do not matter there.
 */
export class WagmiAdapter extends DeferredWagmiAdapter {
  protected override bundledRuntimeModule(): WagmiRuntimeModule {
    return runtimeModule
  }
}

export type { WagmiAdapterOptions } from './options'
export type {
  EvmContractWriteRequest,
  EvmFeeRequest,
  EvmTransactionRequest,
} from './transfer/evmTransactions'
export { WagmiConfigLoading } from './config/WagmiConfigLoading'
export { addEthereumChainParameter } from './runtime/switchEvmChain'
