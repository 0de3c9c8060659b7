import { create } from 'qrcode'

/** The modules of a QR code: `size` × `size`, addressed by row and column from the top left. */
export interface QrMatrix {
  size: number
  isDark(row: number, col: number): boolean
}

/** A module's position on the grid. */
export interface QrCell {
  row: number
  col: number
}

/** What to draw for a QR code, in modules (the quiet zone is added when drawing). */
export interface QrLayout {
  /** Modules per side. */
  size: number
  /** Top-left module of each finder pattern: top left, top right, bottom left. */
  finders: QrCell[]
  /**
   * Top-left module of each alignment pattern drawn as a shape. Drawn as dots they break apart in
   * a sharp camera image and some decoders lose them. One that meets the centre is left to it.
   */
  alignments: QrCell[]
  /** The square kept empty for the image in the middle: its first row (and column) and its side. */
  centre: { start: number; size: number }
  /** The dark modules drawn as dots: everything dark outside the patterns and the centre. */
  dots: QrCell[]
}

/** Finder patterns are 7 × 7 modules; they are drawn as shapes rather than dots. */
export const FINDER_SIZE = 7

/** Alignment patterns are 5 × 5 modules: a dark ring, a light ring and a dark centre. */
export const ALIGNMENT_SIZE = 5

/** Light modules around the code, so a scanner finds its edge (the standard asks for four). */
export const QUIET_ZONE = 4

/**
 * The module matrix of `value` at error correction level Q: it survives a quarter of the codewords
 * lost, which pays for the modules hidden under the image. An empty value has no code (undefined);
 * a value longer than the largest code holds throws.
 */
export function encodeQr(value: string): QrMatrix | undefined {
  if (value === '') return undefined
  const { modules } = create(value, { errorCorrectionLevel: 'Q' })
  return { size: modules.size, isDark: (row, col) => modules.get(row, col) === 1 }
}

/**
 * Rows (and columns) of the alignment pattern centres for a code of `size` modules per side: from 6 to
 * `size - 7` in equal even steps, as the standard's table lists them. Version 1 has none.
 */
export function alignmentCentres(size: number): number[] {
  const version = (size - 17) / 4
  if (version < 2) return []
  const count = Math.floor(version / 7) + 2
  // Version 32 is the one whose step the even rounding gets wrong (28 instead of 26).
  const step = version === 32 ? 26 : Math.ceil((size - 13) / (2 * count - 2)) * 2
  const last = size - 7
  return [6, ...Array.from({ length: count - 1 }, (_, index) => last - (count - 2 - index) * step)]
}

/** Splits a matrix into finder and alignment patterns, the cleared centre and the remaining dots. */
export function qrLayout(matrix: QrMatrix): QrLayout {
  const size = matrix.size
  const far = size - FINDER_SIZE
  const finders = [
    { row: 0, col: 0 },
    { row: 0, col: far },
    { row: far, col: 0 },
  ]
  // The odd number nearest a fifth of the width: odd so it centres on the middle module (sizes are odd).
  const centreSize = Math.round((size / 5 - 1) / 2) * 2 + 1
  const centre = { start: (size - centreSize) / 2, size: centreSize }

  const within = (value: number, start: number, length: number) => value >= start && value < start + length
  const inFinder = (row: number, col: number) =>
    finders.some((finder) => within(row, finder.row, FINDER_SIZE) && within(col, finder.col, FINDER_SIZE))
  const inCentre = (row: number, col: number) =>
    within(row, centre.start, centre.size) && within(col, centre.start, centre.size)

  // A 5 × 5 box meets the centre when it does along both axes.
  const meetsCentre = (start: number) =>
    start < centre.start + centre.size && start + ALIGNMENT_SIZE > centre.start
  const centres = alignmentCentres(size)
  const alignments = centres
    .flatMap((row) => centres.map((col) => ({ row: row - 2, col: col - 2 })))
    // Three of the grid's places are the finder patterns' corners.
    .filter((box) => !inFinder(box.row + 2, box.col + 2) && !(meetsCentre(box.row) && meetsCentre(box.col)))
  const inAlignment = (row: number, col: number) =>
    alignments.some((box) => within(row, box.row, ALIGNMENT_SIZE) && within(col, box.col, ALIGNMENT_SIZE))

  const dots: QrCell[] = []
  for (let row = 0; row < size; row++) {
    for (let col = 0; col < size; col++) {
      if (matrix.isDark(row, col) && !inFinder(row, col) && !inAlignment(row, col) && !inCentre(row, col))
        dots.push({ row, col })
    }
  }
  return { size, finders, alignments, centre, dots }
}

/**
 * One SVG path drawing every dot as a circle of `radius` (in modules) centred on its module, offset
 * by the quiet zone. Moves between dots are relative whole modules, which keeps the path short and
 * free of rounding noise even for the largest codes.
 */
export function dotsPath(dots: readonly QrCell[], radius: number): string {
  const first = dots[0]
  if (!first) return ''
  const arc = `a${radius} ${radius} 0 1 0 ${2 * radius} 0a${radius} ${radius} 0 1 0 ${-2 * radius} 0`
  // Thousandths are far below a pixel and keep binary fractions such as 0.5 - 0.4 readable.
  const start = Math.round((first.col + QUIET_ZONE + 0.5 - radius) * 1000) / 1000
  let path = `M${start} ${first.row + QUIET_ZONE + 0.5}${arc}`
  for (let index = 1; index < dots.length; index++) {
    const previous = dots[index - 1] as QrCell
    const dot = dots[index] as QrCell
    path += `m${dot.col - previous.col} ${dot.row - previous.row}${arc}`
  }
  return path
}
