import { Fragment, type ReactNode } from 'react'

/**
 * Places elements (links) inside a translated sentence: `format` is called with a marker for each
 * placeholder, and the text is cut at the markers. The sentence's word order stays the translator's.
 */
export function interpolateElements<Name extends string>(
  format: (values: Record<Name, string>) => string,
  elements: Record<Name, ReactNode>,
): ReactNode[] {
  const names = Object.keys(elements) as Name[]
  // Private-use characters: never in a translation, so they cannot be mistaken for its text.
  const markers = Object.fromEntries(names.map((name, index) => [name, `\ue000${index}\ue001`])) as Record<
    Name,
    string
  >
  return format(markers)
    .split(/\ue000(\d+)\ue001/)
    .map((part, index) => {
      // Odd parts are the marker indexes that split() captured.
      const element = index % 2 === 1 ? elements[names[Number(part)] as Name] : part
      return <Fragment key={index}>{element}</Fragment>
    })
}
