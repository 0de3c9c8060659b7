// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { applyFrameTheme, frameThemeProperties } from './frameTheme'

describe("the frame's theme", () => {
  it("maps the host's accent, mix, radius, font and font size to the frame's properties", () => {
    expect(
      frameThemeProperties({
        '--w3m-accent': '#ff6b4a',
        '--w3m-color-mix': 'hsl(160, 100%, 37%)',
        '--w3m-color-mix-strength': 15,
        '--w3m-border-radius-master': 2,
        '--w3m-font-family': "'Inter', sans-serif",
        '--w3m-font-size-master': '10px',
      }),
    ).toEqual({
      '--frame-accent': '#ff6b4a',
      '--frame-mix': 'hsl(160, 100%, 37%)',
      '--frame-mix-strength': '15%',
      '--frame-radius': '2px',
      '--frame-font-family': "'Inter', sans-serif",
      '--frame-font-size': '10px',
    })
  })

  it('leaves out unknown names and values that could load something or break out', () => {
    expect(
      frameThemeProperties({
        '--w3m-accent': 'url(https://tracker.example/x.png)',
        '--w3m-font-family': 'x; background: url(https://tracker.example)',
        '--w3m-border-radius-master': '1e9px',
        '--w3m-z-index': 5,
        '--frame-fg': 'red',
        __proto__: { '--w3m-accent': 'red' },
      }),
    ).toEqual({})
    expect(frameThemeProperties('dark')).toEqual({})
    expect(frameThemeProperties([1])).toEqual({})
    expect(frameThemeProperties({ '--w3m-border-radius-master': Number.NaN })).toEqual({})
  })

  it('sets the mode and replaces the variables of an earlier sync', () => {
    const root = document.createElement('html')
    applyFrameTheme(root, 'dark', { '--w3m-accent': '#123456', '--w3m-border-radius-master': '8px' })
    expect(root.dataset.theme).toBe('dark')
    expect(root.style.getPropertyValue('--frame-accent')).toBe('#123456')
    applyFrameTheme(root, 'light', { '--w3m-accent': '#654321' })
    expect(root.dataset.theme).toBe('light')
    expect(root.style.getPropertyValue('--frame-accent')).toBe('#654321')
    expect(root.style.getPropertyValue('--frame-radius')).toBe('')
  })
})
