import { describe, expect, it } from 'vitest'
import { axeViolations } from '@gatehouse/tools'
import { demoSuite, hidden, modal, visible } from './fixtures'
import { askForCode, closeModal, freshEmail, logInByEmail, storedKeys, typeCode } from './emailSteps'
import { short } from './steps'

const demo = demoSuite()

/** The address the demo's account panel shows. */
const shownAddress = (page: Parameters<typeof storedKeys>[0]) =>
  page.getByTestId('account-address').textContent()

describe('e-mail login', () => {
  it('logs in with the code from the inbox: Account shows the e-mail, and a reload keeps the login', async () => {
    const { page, errors } = await demo.open()
    const email = freshEmail('login')
    const account = await logInByEmail(page, demo.stack.mail, email)
    await visible(account.getByText(email))
    expect(await axeViolations(page)).toEqual([])
    await expect.poll(() => page.getByTestId('account-status').textContent()).toBe('connected')
    const address = (await shownAddress(page))?.trim() ?? ''
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(await storedKeys(page)).toEqual(expect.arrayContaining(['emailLoginUsed', 'email']))

    await closeModal(page)
    await page.reload()
    await visible(page.getByRole('button', { name: new RegExp(short(address)) }))
    await expect.poll(() => page.getByTestId('account-status').textContent()).toBe('connected')
    expect(await shownAddress(page)).toBe(address)
    expect(errors).toEqual([])
  })

  it('refuses an invalid address and keeps what was typed', async () => {
    const { page } = await demo.open()
    const connect = await askForCode(page, 'ada@example')
    await visible(connect.getByText('Enter a valid e-mail address'))
    expect(await connect.getByRole('textbox', { name: 'E-mail' }).inputValue()).toBe('ada@example')
    expect(await demo.stack.mail.countTo('ada@example')).toBe(0)
  })

  it('counts the resend cooldown down and refuses a resend within it', async () => {
    const { page, lookEverywhere } = await demo.open()
    const email = freshEmail('cooldown')
    await askForCode(page, email)
    const step = await visible(modal(page, 'Confirm E-mail'))
    await demo.stack.mail.latestCode(email)
    const resend = step.getByRole('button', { name: /^Resend code in \d+ s$/ })
    const first = Number(/\d+/.exec((await (await visible(resend)).textContent()) ?? '')?.[0])
    await expect
      .poll(async () => Number(/\d+/.exec((await resend.textContent()) ?? '')?.[0]))
      .toBeLessThan(first)
    await resend.click()
    await visible(step.getByText(/^Please try again after \d+ seconds$/))
    await lookEverywhere()
    expect(await demo.stack.mail.countTo(email)).toBe(1)
  })

  it('says a wrong code is wrong, then logs in with the right one', async () => {
    const { page } = await demo.open()
    const email = freshEmail('wrong')
    await askForCode(page, email)
    const code = await demo.stack.mail.latestCode(email)
    const wrong = code === '000000' ? '111111' : '000000'
    const step = await typeCode(page, 'Confirm E-mail', wrong)
    await visible(step.getByText('Wrong code. Check the e-mail and try again.'))
    expect(await step.getByRole('textbox', { name: 'Code' }).inputValue()).toBe('')
    await typeCode(page, 'Confirm E-mail', code)
    await visible((await visible(modal(page, 'Account'))).getByText(email))
  })

  it('changes the e-mail with a code to the current address, then one to the new, and shows the new e-mail', async () => {
    const { page, lookEverywhere } = await demo.open()
    const email = freshEmail('old')
    const newEmail = freshEmail('new')
    const account = await logInByEmail(page, demo.stack.mail, email)
    const address = (await shownAddress(page))?.trim()
    const sentToOld = await demo.stack.mail.countTo(email)
    await account.getByRole('button', { name: 'Update e-mail' }).click()
    const edit = await visible(modal(page, 'Edit E-mail'))
    await edit.getByRole('textbox', { name: 'New e-mail' }).fill(newEmail)
    // What the visitor typed stays through a change of size and language.
    await lookEverywhere()
    expect(await edit.getByRole('textbox', { name: 'New e-mail' }).inputValue()).toBe(newEmail)
    await edit.getByRole('button', { name: 'Send codes' }).click()
    await visible(modal(page, 'Confirm Current E-mail'))
    await lookEverywhere()
    await typeCode(
      page,
      'Confirm Current E-mail',
      await demo.stack.mail.latestCode(email, { skip: sentToOld }),
    )
    await visible(modal(page, 'Confirm New E-mail'))
    await lookEverywhere()
    await typeCode(page, 'Confirm New E-mail', await demo.stack.mail.latestCode(newEmail))
    const updated = await visible(modal(page, 'Account'))
    await visible(updated.getByText(newEmail, { exact: true }))
    expect(await updated.getByText(email, { exact: true }).count()).toBe(0)
    expect(await shownAddress(page)).toBe(address)
  })

  it('gives a second browser that logs in with the same e-mail the same address', async () => {
    const first = await demo.open()
    const email = freshEmail('twice')
    await logInByEmail(first.page, demo.stack.mail, email)
    const address = (await shownAddress(first.page))?.trim()
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)

    const second = await demo.open()
    const before = await demo.stack.mail.countTo(email)
    const connect = await askForCode(second.page, email)
    // The service allows one code per address every 30 s: wait out what is left of it, then ask again.
    const refusal = connect.getByText(/^Please try again after (\d+) seconds$/)
    const step = modal(second.page, 'Confirm E-mail')
    await Promise.race([visible(refusal), visible(step)])
    if (await refusal.isVisible()) {
      const seconds = Number(/\d+/.exec((await refusal.textContent()) ?? '')?.[0])
      await second.page.waitForTimeout((seconds + 1) * 1000)
      await connect.getByRole('button', { name: 'Continue with e-mail' }).click()
    }
    await visible(step)
    await typeCode(second.page, 'Confirm E-mail', await demo.stack.mail.latestCode(email, { skip: before }))
    await visible(modal(second.page, 'Account'))
    await expect.poll(() => shownAddress(second.page)).toBe(address)
  })

  it('signs out from Account: the stored login is gone, Connect shows, and a reload stays signed out', async () => {
    const { page, errors } = await demo.open()
    const email = freshEmail('signout')
    const account = await logInByEmail(page, demo.stack.mail, email)
    await account.getByRole('button', { name: 'Disconnect' }).click()
    await visible(modal(page, 'Connect Wallet'))
    await expect.poll(() => page.getByTestId('account-status').textContent()).toBe('disconnected')
    const kept = await storedKeys(page)
    for (const key of ['emailLoginUsed', 'email', 'lastUsedChain', 'socialUsername'])
      expect(kept).not.toContain(key)
    await closeModal(page)
    await page.reload()
    await visible(page.getByRole('button', { name: 'Connect Wallet' }))
    expect(await page.getByTestId('account-status').textContent()).toBe('disconnected')
    await hidden(modal(page))
    expect(errors).toEqual([])
  })
})
