// @vitest-environment node
import { create } from 'qrcode'
import { describe, expect, it } from 'vitest'
import {
  ALIGNMENT_SIZE,
  FINDER_SIZE,
  alignmentCentres,
  dotsPath,
  encodeQr,
  qrLayout,
  type QrMatrix,
} from './qrGeometry'

const uri =
  'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn' +
  '&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303&expiryTimestamp=1735689600'

function allDark(size: number): QrMatrix {
  return { size, isDark: () => true }
}

describe('encodeQr', () => {
  it('has no code for an empty value', () => {
    expect(encodeQr('')).toBeUndefined()
  })

  it('gives a square matrix of an odd side with the finder patterns in three corners', () => {
    const matrix = encodeQr(uri)
    if (!matrix) throw new Error('expected a matrix')
    expect(matrix.size % 2).toBe(1)
    const far = matrix.size - FINDER_SIZE
    for (const [row, col] of [
      [0, 0],
      [0, far],
      [far, 0],
    ] as const) {
      // A finder is a dark ring, a light ring, then a dark 3 × 3 core.
      expect(matrix.isDark(row, col)).toBe(true)
      expect(matrix.isDark(row + 1, col + 1)).toBe(false)
      expect(matrix.isDark(row + 3, col + 3)).toBe(true)
    }
  })
})

describe('alignmentCentres', () => {
  it('matches the standard’s table', () => {
    expect(alignmentCentres(21)).toEqual([])
    expect(alignmentCentres(25)).toEqual([6, 18])
    expect(alignmentCentres(45)).toEqual([6, 22, 38])
    expect(alignmentCentres(73)).toEqual([6, 26, 46, 66])
    expect(alignmentCentres(145)).toEqual([6, 34, 60, 86, 112, 138])
    expect(alignmentCentres(177)).toEqual([6, 30, 58, 86, 114, 142, 170])
  })

  it('finds a pattern in the encoder’s matrix at every place, in every version', () => {
    for (let version = 2; version <= 40; version++) {
      const { modules } = create('gatehouse', { version, errorCorrectionLevel: 'Q' })
      const centres = alignmentCentres(modules.size)
      const last = modules.size - 7
      for (const row of centres) {
        for (const col of centres) {
          // Three places fall on the finder patterns' corners, where there is no alignment pattern.
          if ((row === 6 && col === 6) || (row === 6 && col === last) || (row === last && col === 6)) continue
          // Dark centre, light ring, dark ring.
          expect(modules.get(row, col)).toBe(1)
          expect(modules.get(row - 1, col + 1)).toBe(0)
          expect(modules.get(row + 2, col - 2)).toBe(1)
          expect(modules.isReserved(row, col)).toBeTruthy()
        }
      }
    }
  })
})

describe('qrLayout', () => {
  it('places the finders at the top left, top right and bottom left', () => {
    const layout = qrLayout(allDark(25))
    expect(layout.finders).toEqual([
      { row: 0, col: 0 },
      { row: 0, col: 18 },
      { row: 18, col: 0 },
    ])
  })

  it('clears an odd, centred square of about a fifth of the width', () => {
    for (const size of [21, 25, 29, 65, 177]) {
      const { centre } = qrLayout(allDark(size))
      expect(centre.size % 2).toBe(1)
      expect(Math.abs(centre.size - size / 5)).toBeLessThanOrEqual(1)
      expect(centre.start * 2 + centre.size).toBe(size)
    }
  })

  it('draws the alignment patterns as shapes, except where the centre is', () => {
    // Version 7: centres 6, 22 and 38; the middle one (22, 22) is under the 9 × 9 centre.
    const layout = qrLayout(allDark(45))
    expect(layout.centre).toEqual({ start: 18, size: 9 })
    expect(layout.alignments).toEqual([
      { row: 4, col: 20 },
      { row: 20, col: 4 },
      { row: 20, col: 36 },
      { row: 36, col: 20 },
      { row: 36, col: 36 },
    ])
    expect(layout.dots).toHaveLength(45 * 45 - 3 * 49 - 5 * ALIGNMENT_SIZE ** 2 - 81)
  })

  it('draws no dot inside the finders or the centre', () => {
    const layout = qrLayout(allDark(21))
    const { start, size } = layout.centre
    // 21 × 21 modules (version 1: no alignment pattern), less three 7 × 7 finders and the 5 × 5 centre.
    expect(layout.alignments).toEqual([])
    expect(layout.dots).toHaveLength(21 * 21 - 3 * 49 - 25)
    for (const dot of layout.dots) {
      const inCentre =
        dot.row >= start && dot.row < start + size && dot.col >= start && dot.col < start + size
      const inFinder = layout.finders.some(
        (finder) =>
          dot.row - finder.row >= 0 &&
          dot.row - finder.row < FINDER_SIZE &&
          dot.col - finder.col >= 0 &&
          dot.col - finder.col < FINDER_SIZE,
      )
      expect(inCentre || inFinder).toBe(false)
    }
  })

  it('keeps the same dots for the same value', () => {
    const matrix = encodeQr(uri)
    if (!matrix) throw new Error('expected a matrix')
    const layout = qrLayout(matrix)
    expect(layout.size).toBe(65)
    expect(layout.dots).toHaveLength(1838)
    expect(qrLayout(encodeQr(uri) as QrMatrix).dots).toEqual(layout.dots)
  })
})

describe('dotsPath', () => {
  it('draws one circle (two arcs) per dot, offset by the quiet zone', () => {
    const path = dotsPath(
      [
        { row: 0, col: 0 },
        { row: 0, col: 2 },
        { row: 3, col: 1 },
      ],
      0.4,
    )
    expect(path.startsWith('M4.1 4.5a0.4 0.4 0 1 0 0.8 0')).toBe(true)
    expect(path.match(/a/g)).toHaveLength(6)
    expect(path).toContain('m2 0')
    expect(path).toContain('m-1 3')
    expect(dotsPath([], 0.4)).toBe('')
  })
})
