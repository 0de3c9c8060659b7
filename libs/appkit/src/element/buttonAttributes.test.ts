import { describe, expect, it } from 'vitest'
import { readButtonAttributes } from './buttonAttributes'

function element(attributes: Record<string, string>) {
  const node = document.createElement('appkit-button')
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value)
  return node
}

describe('readButtonAttributes', () => {
  it('has the defaults of @reown/appkit', () => {
    expect(readButtonAttributes(element({}))).toEqual({
      size: 'md',
      label: undefined,
      loadingLabel: undefined,
      showBalance: true,
      disabled: false,
      namespace: undefined,
    })
  })
  it('reads every attribute', () => {
    expect(
      readButtonAttributes(
        element({
          size: 'sm',
          label: 'Sign in',
          loadingLabel: 'Wait',
          balance: 'hide',
          disabled: '',
          namespace: 'eip155',
        }),
      ),
    ).toEqual({
      size: 'sm',
      label: 'Sign in',
      loadingLabel: 'Wait',
      showBalance: false,
      disabled: true,
      namespace: 'eip155',
    })
  })
  it('ignores values it does not know', () => {
    expect(
      readButtonAttributes(element({ size: 'xl', namespace: 'dogecoin', disabled: 'false' })),
    ).toMatchObject({
      size: 'md',
      namespace: undefined,
      disabled: false,
    })
  })
})
