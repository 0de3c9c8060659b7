/** Stroke paths of the icon set, drawn on a 24 × 24 grid. */
export const iconPaths = {
  close: 'M6 6l12 12M18 6L6 18',
  back: 'M15 5l-7 7 7 7',
  chevronRight: 'M9 5l7 7-7 7',
  copy: 'M9 9h10v10H9zM5 15V5h10',
  check: 'M5 12.5l4.5 4.5L19 7',
  disconnect: 'M12 3v8M7.05 6.05a7 7 0 1 0 9.9 0',
  warning: 'M12 4L2.5 20h19zM12 10v4.5M12 17.2v.3',
  wallet: 'M4 7h14a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2zM4 7l11-3v3M16 13.5h.5',
  network:
    'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM3.5 9h17M3.5 15h17M12 3c2.5 2.6 3.5 5.6 3.5 9s-1 6.4-3.5 9c-2.5-2.6-3.5-5.6-3.5-9S9.5 5.6 12 3z',
  externalLink: 'M14 4h6v6M20 4l-9 9M18 14v6H4V6h6',
  refresh: 'M20 11a8 8 0 1 0-2.3 5.7M20 5v6h-6',
  info: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 11v6M12 7.5v.3',
  checkCircle: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM8 12.5l3 3 5-6',
  errorCircle: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM9 9l6 6M15 9l-6 6',
  send: 'M12 19V5M6 11l6-6 6 6',
  receive: 'M12 5v14M6 13l6 6 6-6',
  swap: 'M8 4v16M4 8l4-4 4 4M16 20V4M12 16l4 4 4-4',
  more: 'M5 12h.01M12 12h.01M19 12h.01',
} as const

export type IconName = keyof typeof iconPaths

/** Icons that point along the reading direction, so a right-to-left layout mirrors them. */
export const directionalIcons: ReadonlySet<IconName> = new Set<IconName>(['back', 'chevronRight'])
