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
