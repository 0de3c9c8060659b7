import { isChainNamespace, type ChainNamespace } from '@gatehouse/common'

/** The attributes of `<appkit-button>`, as in @reown/appkit. */
export interface ButtonAttributes {
  size: 'sm' | 'md'
  label: string | undefined
  loadingLabel: string | undefined
  showBalance: boolean
  disabled: boolean
  namespace: ChainNamespace | undefined
}

export const observedButtonAttributes = [
  'size',
  'label',
  'loadinglabel',
  'loading-label',
  'balance',
  'disabled',
  'namespace',
]

/** Reads the element's attributes; unknown values fall back to the defaults. */
export function readButtonAttributes(element: Element): ButtonAttributes {
  const namespace = element.getAttribute('namespace')
  return {
    size: element.getAttribute('size') === 'sm' ? 'sm' : 'md',
    label: element.getAttribute('label') ?? undefined,
    loadingLabel: element.getAttribute('loadinglabel') ?? element.getAttribute('loading-label') ?? undefined,
    showBalance: element.getAttribute('balance') !== 'hide',
    disabled: element.hasAttribute('disabled') && element.getAttribute('disabled') !== 'false',
    namespace: isChainNamespace(namespace) ? namespace : undefined,
  }
}
