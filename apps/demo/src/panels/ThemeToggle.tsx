import { useAppKitTheme } from '@gatehouse/appkit/react'

export function ThemeToggle() {
  const { themeMode, setThemeMode } = useAppKitTheme()
  return (
    <button
      type="button"
      className="demo-theme-toggle"
      aria-pressed={themeMode === 'light'}
      onClick={() => setThemeMode(themeMode === 'dark' ? 'light' : 'dark')}
    >
      Light modal
    </button>
  )
}
