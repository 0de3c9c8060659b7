import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import type { Page } from 'playwright-core'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { evmCoinType, nameRegistrationText } from '@gatehouse/common'
import { axeViolations } from '@gatehouse/tools'
import { demoSuite, hidden, modal, visible } from './fixtures'
import { connectTestWallet, openAccount, short } from './steps'

const demo = demoSuite()

/** A label no other test (nor an earlier run of this one) has registered. */
const freshLabel = (prefix: string) => `${prefix}-${Math.random().toString(36).slice(2, 8)}`

/** The built demo's chunk of @gatehouse/feature-names, from Vite's manifest. */
function namesChunk(): string {
  const manifest = JSON.parse(
    readFileSync(resolve(import.meta.dirname, '../dist/.vite/manifest.json'), 'utf8'),
  ) as Record<string, { file: string; src?: string }>
  const entry = Object.values(manifest).find((chunk) =>
    chunk.src?.endsWith('libs/feature-names/src/index.ts'),
  )
  if (!entry) throw new Error('no chunk for feature-names in the demo build')
  return `/${entry.file}`
}

/** Registers a name for another account straight at apps/cloud, as another visitor would. */
async function registerElsewhere(label: string) {
  const other = privateKeyToAccount(generatePrivateKey())
  const message = nameRegistrationText({
    name: `${label}.gatehouse.id`,
    attributes: {},
    timestamp: Math.floor(Date.now() / 1000),
  })
  const response = await fetch(`${demo.stack.cloud.url}/v1/profile/account`, {
    method: 'POST',
    body: JSON.stringify({
      coin_type: evmCoinType(31337),
      address: other.address,
      message,
      signature: await other.signMessage({ message }),
    }),
  })
  expect(response.status).toBe(200)
}

/** Connects a fresh account and opens RegisterAccountName from the Account view. */
async function openRegisterName(page: Page, address: string) {
  await connectTestWallet(page)
  const account = await openAccount(page, address)
  await account.getByRole('button', { name: 'Choose a name' }).click()
  return visible(modal(page, 'Choose a name'))
}

const nameField = (view: ReturnType<typeof modal>) => view.getByRole('textbox', { name: 'Name' })
const registerButton = (view: ReturnType<typeof modal>) => view.getByRole('button', { name: 'Register' })

describe('account names', () => {
  it('registers a name that the Account view and the account button show, also after a reload', async () => {
    const { page, wallet, errors, requests, lookEverywhere } = await demo.open({
      privateKey: generatePrivateKey(),
    })
    const label = freshLabel('alice')
    const name = `${label}.gatehouse.id`
    const chunk = namesChunk()
    const requested = () => requests.some((url) => new URL(url).pathname === chunk)
    await connectTestWallet(page)
    await openAccount(page, wallet.address)
    // The views' code comes with the visitor's first step towards a name, not with the Account view.
    expect(requested()).toBe(false)
    await modal(page, 'Account').getByRole('button', { name: 'Choose a name' }).click()
    const view = await visible(modal(page, 'Choose a name'))
    expect(requested()).toBe(true)
    await nameField(view).fill(label)
    await visible(view.getByText(`${name} is available`))
    await visible(view.getByRole('region', { name: 'Suggestions' }))
    await lookEverywhere()
    expect(await axeViolations(page)).toEqual([])
    await registerButton(view).click()

    const success = await visible(modal(page, 'Name registered'))
    await visible(success.getByText(`${name} is yours`))
    expect(await axeViolations(page)).toEqual([])
    await lookEverywhere()
    await success.getByRole('button', { name: 'Back to account' }).click()
    const account = await visible(modal(page, 'Account'))
    await visible(account.getByText(name, { exact: true }))
    expect(await account.getByRole('button', { name: 'Choose a name' }).count()).toBe(0)
    await account.getByRole('button', { name: 'Close' }).click()
    await hidden(modal(page))
    await visible(page.getByRole('button', { name: new RegExp(name.replace(/\./g, '\\.')) }))

    await page.reload()
    const button = await visible(page.getByRole('button', { name: new RegExp(name.replace(/\./g, '\\.')) }))
    expect(await button.textContent()).not.toContain(short(wallet.address))
    await button.click()
    await visible(modal(page, 'Account').getByText(name, { exact: true }))
    expect(errors).toEqual([])
  })

  it('says which rule an invalid name breaks as the visitor types, and keeps Register disabled', async () => {
    const { page, wallet, errors } = await demo.open({ privateKey: generatePrivateKey() })
    const view = await openRegisterName(page, wallet.address)
    expect(await registerButton(view).isDisabled()).toBe(true)

    await nameField(view).fill('abc')
    await visible(view.getByText('A name needs at least 4 characters'))
    expect(await nameField(view).getAttribute('aria-invalid')).toBe('true')
    expect(await registerButton(view).isDisabled()).toBe(true)

    await nameField(view).fill('ali_ce')
    await visible(view.getByText('Use only letters, digits and hyphens'))
    expect(await registerButton(view).isDisabled()).toBe(true)
    await nameField(view).fill('al ice')
    await visible(view.getByText('Use only letters, digits and hyphens'))
    expect(await axeViolations(page)).toEqual([])

    await nameField(view).fill(freshLabel('fine'))
    await visible(view.getByText(/is available$/))
    expect(await registerButton(view).isDisabled()).toBe(false)
    expect(errors).toEqual([])
  })

  it('shows a name another account holds as taken, and a name taken meanwhile fails with the 409 error', async () => {
    const { page, wallet, errors } = await demo.open({ privateKey: generatePrivateKey() })
    const taken = freshLabel('taken')
    await registerElsewhere(taken)
    const view = await openRegisterName(page, wallet.address)
    await nameField(view).fill(taken)
    await visible(view.getByText(`${taken}.gatehouse.id is taken`))
    expect(await registerButton(view).isDisabled()).toBe(true)
    // A free variation types itself when picked.
    await view.getByRole('button', { name: `${taken}1.gatehouse.id` }).click()
    await visible(view.getByText(`${taken}1.gatehouse.id is available`))
    expect(await nameField(view).inputValue()).toBe(`${taken}1`)

    const race = freshLabel('race')
    await nameField(view).fill(race)
    await visible(view.getByText(`${race}.gatehouse.id is available`))
    await registerElsewhere(race)
    await registerButton(view).click()
    await visible(view.getByRole('alert').getByText(`Error registering name ${race}.gatehouse.id`))
    await visible(view.getByText(`${race}.gatehouse.id is taken`))
    expect(await nameField(view).inputValue()).toBe(race)
    expect(await axeViolations(page)).toEqual([])
    // The browser's own line for the refused POST; nothing else.
    expect(errors).toEqual(['Failed to load resource: the server responded with a status of 409 (Conflict)'])
  })

  it("shows 'Error registering name {name}' when the service is down, and keeps what the visitor typed", async () => {
    const { page, wallet } = await demo.open({ privateKey: generatePrivateKey() })
    const label = freshLabel('offline')
    const view = await openRegisterName(page, wallet.address)
    await nameField(view).fill(label)
    await visible(view.getByText(`${label}.gatehouse.id is available`))
    await demo.stack.cloud.close()
    try {
      await registerButton(view).click()
      await visible(view.getByRole('alert').getByText(`Error registering name ${label}.gatehouse.id`))
      expect(await nameField(view).inputValue()).toBe(label)
      expect(await modal(page, 'Choose a name').isVisible()).toBe(true)
    } finally {
      await demo.stack.restartCloud()
    }
    // Back up, the same form registers the name.
    await nameField(view).fill(label)
    await visible(view.getByText(`${label}.gatehouse.id is available`))
    await registerButton(view).click()
    await visible(modal(page, 'Name registered'))
  })
})
