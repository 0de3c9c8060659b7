import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openCloudDatabase, type CloudDatabase } from '../database/cloudDatabase'
import { createWalletCatalogue } from './walletCatalogue'
import { parseWalletEntries } from './walletEntry'
import { testDatabase } from '../../test/testDatabase'

const wallets = parseWalletEntries([
  { id: 'w1', name: 'Été Wallet', chains: ['eip155:1'], image_id: 'img-a', color: '#123456' },
  { id: 'w2', name: '100% Safe', chains: ['eip155:10'], image_id: 'img-a' },
  { id: 'w3', name: 'My_Wallet', chains: [], description: 'kept as given' },
  { id: 'w4', name: 'wallet one', chains: ['eip155:1', 'eip155:10'] },
])

describe('the wallet catalogue in SQL', () => {
  let database: CloudDatabase
  beforeAll(async () => {
    database = await openCloudDatabase(await testDatabase())
  })
  afterAll(() => database.close())

  const page = { page: 1, entries: 10 }
  const ids = (found: { data: { id: string }[] }) => found.data.map((wallet) => wallet.id)

  it('gives back each record as loaded, with its badge', async () => {
    const catalogue = await createWalletCatalogue(database, wallets, ['w3'])
    const found = await catalogue.query({ ...page, include: ['w3'] })
    expect(found).toEqual({ count: 1, data: [{ ...wallets[2], badge_type: 'certified' }] })
  })

  it('searches names case-insensitively beyond ASCII, taking % and _ literally', async () => {
    const catalogue = await createWalletCatalogue(database, wallets, [])
    expect(ids(await catalogue.query({ ...page, search: 'ÉTÉ' }))).toEqual(['w1'])
    expect(ids(await catalogue.query({ ...page, search: '%' }))).toEqual(['w2'])
    expect(ids(await catalogue.query({ ...page, search: '_w' }))).toEqual(['w3'])
    expect(ids(await catalogue.query({ ...page, search: 'WALLET' }))).toEqual(['w4', 'w1', 'w3'])
  })

  it('combines filters and counts past the last page', async () => {
    const catalogue = await createWalletCatalogue(database, wallets, ['w4'])
    const onOptimism = { chains: ['eip155:10'], exclude: ['w2'] }
    expect(await catalogue.query({ ...page, ...onOptimism })).toMatchObject({
      count: 1,
      data: [{ id: 'w4' }],
    })
    expect(await catalogue.query({ page: 3, entries: 2 })).toEqual({ count: 4, data: [] })
    expect(await catalogue.query({ ...page, badgeType: 'none', include: ['w4', 'w1'] })).toMatchObject({
      count: 1,
      data: [{ id: 'w1' }],
    })
  })

  it('finds the first wallet of an image id, and replaces the table on every load', async () => {
    const catalogue = await createWalletCatalogue(database, wallets, [])
    expect(await catalogue.byImageId('img-a')).toMatchObject({ id: 'w1', color: '#123456' })
    expect(await catalogue.byImageId('img-b')).toBeUndefined()

    const smaller = await createWalletCatalogue(database, wallets.slice(1, 2), [])
    expect(ids(await smaller.query(page))).toEqual(['w2'])
    expect(await smaller.byImageId('img-a')).toMatchObject({ id: 'w2' })
  })
})
