import { randomBytes } from 'node:crypto'
import type { Locator, Page } from 'playwright-core'
import { formatBalance, formatUnits } from '@gatehouse/common'
import { modal, visible } from './fixtures'

/** An address nobody has used: it holds nothing until a test sends to it. */
export const freshAddress = () => `0x${randomBytes(20).toString('hex')}`

/** A balance in base units as the modal shows it (3 decimals, rounded down). */
export const shown = (value: bigint, decimals: number) => formatBalance(formatUnits(value, decimals))

/** Opens a tab of the Account view and returns its panel. */
export async function openTab(page: Page, name: 'Tokens' | 'NFTs' | 'Activity'): Promise<Locator> {
  const account = modal(page, 'Account')
  await account.getByRole('tab', { name }).click()
  return visible(account.getByRole('tabpanel', { name }))
}

/** The amount line of a token's row in the Tokens tab ("999,975.000 GUSD"). */
export function tokenAmount(page: Page, name: string): Locator {
  return modal(page, 'Account')
    .getByRole('list', { name: 'Tokens' })
    .getByRole('listitem')
    .filter({ has: page.locator('.gh-token-row__name', { hasText: new RegExp(`^${name}$`) }) })
    .locator('.gh-token-row__amount')
}

/** Fills the Send view and presses Send; `token` is the symbol to choose ('' leaves none chosen). */
export async function fillSend(page: Page, send: { token: string; amount: string; receiver: string }) {
  const view = await visible(modal(page, 'Send'))
  if (send.token) {
    const select = view.getByRole('combobox', { name: 'Token' })
    const label = await select.locator('option', { hasText: new RegExp(`^${send.token} ·`) }).textContent()
    await select.selectOption({ label: label ?? send.token })
  }
  await view.getByRole('textbox', { name: 'Amount' }).fill(send.amount)
  await view.getByRole('textbox', { name: 'Receiver address' }).fill(send.receiver)
  await view.getByRole('button', { name: 'Send' }).click()
  return view
}

/** The sample wallet's card for a one-step sign-in (WalletConnect authenticate) request. */
export function signInCard(wallet: Page): Locator {
  return wallet.getByRole('article').filter({ hasText: 'Sign-in request: signing in also connects' })
}

/**
 * Pairs the sample wallet with a `wc:` link from the modal and answers the one-step sign-in it
 * brings: checks that the card names the host's domain (and statement, when given), then approves
 * (the wallet signs a CACAO per chain it has and connects) or rejects (user-rejected).
 */
export async function answerSignInInSampleWallet(
  wallet: Page,
  uri: string,
  expected: { domain: string; statement?: string; choice: 'Approve' | 'Reject' },
): Promise<void> {
  await wallet.getByRole('textbox', { name: 'Pairing URI' }).fill(uri)
  await wallet.getByRole('button', { name: 'Connect', exact: true }).click()
  const card = await visible(signInCard(wallet))
  await visible(card.getByText(expected.domain, { exact: true }))
  if (expected.statement) await visible(card.getByText(expected.statement, { exact: false }))
  await card.getByRole('button', { name: expected.choice, exact: true }).click()
  const outcome =
    expected.choice === 'Approve' ? /^Signed in to .* and connected\.$/ : /^Declined the sign-in from /
  await visible(wallet.locator('.activity').getByText(outcome))
}

/**
 * Records, on every frame from now on, where the first element matching `selector` (looked up through
 * shadow roots) sits in its dialog, once laid out; `places()` returns each place it has had, in order.
 * The place is the layout offset, which the dialog's entrance animation (a transform) does not change.
 */
export async function watchPlace(page: Page, selector: string) {
  await page.evaluate((selector) => {
    const places: number[] = []
    Object.assign(window, { gatehousePlaces: places })
    const find = (root: Document | ShadowRoot): HTMLElement | null => {
      const hit = root.querySelector<HTMLElement>(selector)
      if (hit) return hit
      for (const element of root.querySelectorAll('*')) {
        const inner = element.shadowRoot && find(element.shadowRoot)
        if (inner) return inner
      }
      return null
    }
    const record = () => {
      const element = find(document)
      // Not laid out yet (its dialog still opening): it has no place to keep.
      const laidOut = element?.offsetParent !== null
      if (element && laidOut && places.at(-1) !== element.offsetTop) places.push(element.offsetTop)
      requestAnimationFrame(record)
    }
    record()
  }, selector)
  return {
    places: () => page.evaluate(() => (window as unknown as { gatehousePlaces: number[] }).gatehousePlaces),
  }
}
