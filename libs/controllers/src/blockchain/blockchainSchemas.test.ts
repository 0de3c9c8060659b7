import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import {
  balancesResponseSchema,
  fungiblePriceResponseSchema,
  historyResponseSchema,
  identitySchema,
  nftsResponseSchema,
} from './blockchainSchemas'

const script = 'javascript:alert(1)'
const image = 'https://cloud.example/public/getTokenImage/GUSD'

describe('the blockchain API schemas', () => {
  it('drop a refused token icon and keep the balance', () => {
    const balance = {
      name: 'Gatehouse USD',
      symbol: 'GUSD',
      chainId: 'eip155:1',
      quantity: { decimals: '6', numeric: '1.5' },
    }
    const answer = v.parse(balancesResponseSchema, {
      balances: [
        { ...balance, iconUrl: script },
        { ...balance, iconUrl: image },
      ],
    })
    expect(answer.balances.map((entry) => entry.iconUrl)).toEqual([undefined, image])
    expect(answer.balances[0]?.quantity.numeric).toBe('1.5')
  })

  it('drop refused icons and previews of history transfers', () => {
    const answer = v.parse(historyResponseSchema, {
      data: [
        {
          id: 't1',
          metadata: {
            operationType: 'receive',
            minedAt: '2025-01-01T00:00:00.000Z',
            chain: 'eip155:1',
            sentFrom: '0x1',
            sentTo: '0x2',
            status: 'confirmed',
          },
          transfers: [
            {
              fungible_info: { symbol: 'GUSD', icon: { url: 'data:image/svg+xml,<svg onload="alert(1)"/>' } },
              quantity: { numeric: '1' },
            },
            {
              nft_info: { flags: { is_spam: false }, content: { preview: { url: 'vbscript:x' } } },
              quantity: { numeric: '1' },
            },
            { fungible_info: { symbol: 'GUSD', icon: { url: image } }, quantity: { numeric: '1' } },
          ],
        },
      ],
      next: null,
    })
    const transfers = answer.data[0]?.transfers ?? []
    expect(transfers[0]?.fungible_info?.icon?.url).toBeUndefined()
    expect(transfers[1]?.nft_info?.content?.preview?.url).toBeUndefined()
    expect(transfers[2]?.fungible_info?.icon?.url).toBe(image)
  })

  it('drop a refused NFT image, price icon and avatar', () => {
    const nfts = v.parse(nftsResponseSchema, {
      data: [
        {
          name: 'Pass #1',
          tokenId: '1',
          collection: { address: '0x1', name: 'Pass' },
          imageUrl: 'file:///x.png',
          flags: { is_spam: false },
        },
      ],
    })
    expect(nfts.data[0]?.imageUrl).toBeUndefined()
    const prices = v.parse(fungiblePriceResponseSchema, {
      fungibles: [{ name: 'G', symbol: 'G', iconUrl: 'blob:https://x.example/1', price: 1 }],
    })
    expect(prices.fungibles[0]?.iconUrl).toBeUndefined()
    expect(v.parse(identitySchema, { name: 'ann.eth', avatar: script })).toEqual({
      name: 'ann.eth',
      avatar: undefined,
    })
    expect(v.parse(identitySchema, { name: null, avatar: image }).avatar).toBe(image)
  })
})
