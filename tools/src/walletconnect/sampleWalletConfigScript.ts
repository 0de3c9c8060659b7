import type { SampleWalletConfig } from '@gatehouse/harness/wallet/node'
import { configScript } from '../serve/configScript'

/** The inline script that hands the configuration to the sample wallet page (before its app script). */
export function sampleWalletConfigScript(config: SampleWalletConfig): string {
  return configScript('__SAMPLE_WALLET__', config)
}
