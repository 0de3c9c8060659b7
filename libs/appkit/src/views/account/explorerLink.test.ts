import { describe, expect, it } from 'vitest'
import { mainnet } from '@gatehouse/common'
import { explorerAddressLink } from './explorerLink'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

describe('explorerAddressLink', () => {
  it("links the address on the network's explorer", () => {
    expect(explorerAddressLink(mainnet, address)).toEqual({
      url: `https://etherscan.io/address/${address}`,
      name: 'Etherscan',
    })
  })

  it('gives no link for an explorer that is not http(s), or none', () => {
    const blockExplorers = { default: { name: 'Evil', url: 'javascript:alert(1)//' } }
    expect(explorerAddressLink({ blockExplorers }, address)).toBeUndefined()
    expect(
      explorerAddressLink({ blockExplorers: { default: { name: 'D', url: 'data:text/html,x' } } }, address),
    ).toBeUndefined()
    expect(explorerAddressLink({}, address)).toBeUndefined()
  })
})
