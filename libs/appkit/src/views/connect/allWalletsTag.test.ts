import { describe, expect, it } from 'vitest'
import { numberFormat } from '@gatehouse/common'
import { appkitCatalogue } from '../../i18n/appkitCatalogue'
import { allWalletsTag } from './allWalletsTag'

const english = appkitCatalogue.source
const en = numberFormat('en')

describe('allWalletsTag', () => {
  it('rounds large counts down to tens with a plus', () => {
    expect(allWalletsTag(201, false, english, en)).toBe('200+')
    expect(allWalletsTag(19, false, english, en)).toBe('10+')
    expect(allWalletsTag(1203, false, english, en)).toBe('1,200+')
  })
  it('shows small counts exactly', () => expect(allWalletsTag(7, false, english, en)).toBe('7'))
  it('shows nothing while loading, for an empty catalogue, or before the digits are built', () => {
    expect(allWalletsTag(201, true, english, en)).toBeUndefined()
    expect(allWalletsTag(0, false, english, en)).toBeUndefined()
    expect(allWalletsTag(201, false, english, undefined)).toBeUndefined()
  })
  it('writes the count with the locale’s digits', () => {
    expect(allWalletsTag(1203, false, english, numberFormat('es'))).toBe('1200+')
    expect(allWalletsTag(1203, false, english, numberFormat('ar-EG'))).toBe('١٬٢٠٠+')
  })
})
