import { useMemo } from 'react'
import { useStyles } from '../../styles/useStyles'
import { Logo } from '../Logo/Logo'
import { Skeleton } from '../Skeleton/Skeleton'
import css from './qrCode.css?inline'
import {
  ALIGNMENT_SIZE,
  FINDER_SIZE,
  QUIET_ZONE,
  dotsPath,
  encodeQr,
  qrLayout,
  type QrCell,
} from './qrGeometry'

export interface QrCodeProps {
  /** What the code encodes, such as a `wc:` URI. An empty value shows a placeholder of the same size. */
  value: string
  /** The code's accessible name, for example "QR code for Rainbow". */
  label: string
  /** The image in the middle (the wallet's logo). */
  imageUrl?: string | undefined
  /**
   * Whose image it is (the wallet's name): its monogram stands in when there is no image or it fails
   * to load. Without it the monogram takes the label's first letter.
   */
  imageAlt?: string | undefined
  /** Width and height in pixels, quiet zone included; 280 by default. */
  size?: number
}

/** Dark on white in every theme: scanners need the contrast, and some refuse inverted codes. */
const INK = '#141414'
/** Dots slightly smaller than their module, so neighbours stay apart and read as dots. */
const DOT_RADIUS = 0.4

/**
 * A QR code drawn as one SVG: round dots, rounded finder and alignment patterns, and the wallet's
 * image (or its monogram) over a cleared middle. The image is decorative; `label` names the code.
 */
export function QrCode(props: QrCodeProps) {
  useStyles(css)
  const size = props.size ?? 280
  const drawing = useMemo(() => {
    const matrix = encodeQr(props.value)
    if (!matrix) return undefined
    const layout = qrLayout(matrix)
    return { layout, path: dotsPath(layout.dots, DOT_RADIUS) }
  }, [props.value])

  if (!drawing) return <Skeleton width={size} height={size} radius="m" />
  const { layout, path } = drawing
  const extent = layout.size + 2 * QUIET_ZONE
  const modulePx = size / extent
  // Half a module of white on each side keeps the image off the nearest dots.
  const imageSize = Math.floor((layout.centre.size - 1) * modulePx)
  return (
    <div className="gh-qr" style={{ width: size, height: size }}>
      <svg
        className="gh-qr__code"
        role="img"
        aria-label={props.label}
        width={size}
        height={size}
        viewBox={`0 0 ${extent} ${extent}`}
        shapeRendering="geometricPrecision"
      >
        <path d={path} fill={INK} />
        {layout.finders.map((finder) => (
          <Pattern key={`f${finder.row}-${finder.col}`} cell={finder} size={FINDER_SIZE} />
        ))}
        {layout.alignments.map((box) => (
          <Pattern key={`a${box.row}-${box.col}`} cell={box} size={ALIGNMENT_SIZE} />
        ))}
      </svg>
      <span className="gh-qr__image" aria-hidden="true">
        <Logo
          name={props.imageAlt ?? props.label}
          src={props.imageUrl}
          size={imageSize}
          radius="var(--gh-radius-m)"
        />
      </span>
    </div>
  )
}

/**
 * A finder (7 × 7) or alignment (5 × 5) pattern as a rounded ring around a rounded core. The ring is
 * stroked on its centre line, half a module in from the pattern's edge, so it is one module thick.
 */
function Pattern(props: { cell: QrCell; size: number }) {
  const x = props.cell.col + QUIET_ZONE
  const y = props.cell.row + QUIET_ZONE
  const core = props.size - 4
  return (
    <g fill={INK}>
      <rect
        x={x + 0.5}
        y={y + 0.5}
        width={props.size - 1}
        height={props.size - 1}
        rx={(props.size - 1) / 3}
        fill="none"
        stroke={INK}
        strokeWidth={1}
      />
      <rect x={x + 2} y={y + 2} width={core} height={core} rx={core / 3} />
    </g>
  )
}
