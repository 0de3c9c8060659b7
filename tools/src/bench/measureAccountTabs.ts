import type { Browser } from 'playwright-core'
import { devPrivateKeys } from '../chain/devAccounts'
import type { DemoStack } from '../e2e/demoStack'
import { openDemo } from '../e2e/openDemo'
import { testWalletInfo } from '../wallet/injectTestWallet'

/** Milliseconds from pressing each Account tab (first time on the page) to its content painted. */
export interface AccountTabsSample {
  nftsMs: number
  activityMs: number
  /** Back to Tokens: its balances are already cached (docs/reference/limits.md#caches, 30 s). */
  tokensMs: number
}

/**
 * In the page: presses a tab of the Account view and resolves with the time until its panel shows a
 * list (or an empty or error message) rather than a skeleton, measured with the page's own clock.
 */
const pressTab = (tab: string) => `new Promise((resolve, reject) => {
  const root = document.querySelector('gatehouse-modal')?.shadowRoot
  const button = root?.getElementById('gh-account-tab-${tab}')
  if (!button) return reject(new Error('no ${tab} tab'))
  const start = performance.now()
  button.click()
  const check = () => {
    const panel = root.getElementById('gh-account-panel-${tab}')
    const ready = panel && !panel.querySelector('[aria-busy="true"]') && panel.querySelector('ul, [role="status"], [role="alert"]')
    if (ready) resolve(performance.now() - start)
    else requestAnimationFrame(check)
  }
  check()
})`

/** One cold page: connect the test wallet, open Account, then press NFTs, Activity and Tokens. */
export async function measureAccountTabs(browser: Browser, stack: DemoStack): Promise<AccountTabsSample> {
  const session = await openDemo(browser, stack, { privateKey: devPrivateKeys[0] })
  try {
    const { page } = session
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await page.getByRole('button', { name: new RegExp(testWalletInfo.name) }).click()
    await page.getByRole('dialog').waitFor({ state: 'hidden' })
    await page.getByRole('button', { name: 'Open account' }).click()
    await page.getByRole('tabpanel', { name: 'Tokens' }).getByRole('list').waitFor()
    const nftsMs = (await page.evaluate(pressTab('nfts'))) as number
    const activityMs = (await page.evaluate(pressTab('activity'))) as number
    const tokensMs = (await page.evaluate(pressTab('tokens'))) as number
    return { nftsMs, activityMs, tokensMs }
  } finally {
    await session.close()
  }
}
