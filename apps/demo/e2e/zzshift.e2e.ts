import { describe, it } from 'vitest'
import { demoSuite, modal, visible } from './fixtures'

const demo = demoSuite()
describe('shift', () => {
  for (let i = 0; i < 4; i++)
    it(`run ${i}`, async () => {
      const { page } = await demo.open()
      await page.evaluate(() => {
        const seen: string[] = []
        Object.assign(window, { seen })
        const t0 = performance.now()
        const all = (root: Document | ShadowRoot, out: HTMLElement[]) => {
          root.querySelectorAll<HTMLElement>('button').forEach((b) => out.push(b))
          root.querySelectorAll('*').forEach((el) => el.shadowRoot && all(el.shadowRoot, out))
          return out
        }
        let last = ''
        const tick = () => {
          const buttons = all(document, []).filter((b) => b.closest('dialog'))
          const key = buttons.map((b) => `${(b.textContent ?? '').slice(0, 14)}@${Math.round(b.getBoundingClientRect().y - (b.closest('dialog')?.querySelector('[part=modal]') ?? b).getBoundingClientRect().y)}`).join(',')
          if (key !== last) { seen.push(`${Math.round(performance.now() - t0)} ${key}`); last = key }
          if (performance.now() - t0 < 4000) requestAnimationFrame(tick)
        }
        tick()
      })
      await (await visible(page.getByRole('button', { name: 'Connect Wallet' }))).click()
      await visible(modal(page, 'Connect Wallet'))
      await page.waitForTimeout(3000)
      console.log('SHIFT', i, (await page.evaluate(() => (window as unknown as { seen: string[] }).seen)).join('\n'))
    })
})
