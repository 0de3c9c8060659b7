import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

export interface StoryEntry {
  id: string
  title: string
  name: string
  importPath: string
}

/** The stories of a built Storybook, from its index.json. */
export function storyIndex(storybookDir: string): StoryEntry[] {
  const file = join(storybookDir, 'index.json')
  if (!existsSync(file)) throw new Error(`No Storybook build at ${storybookDir}: run 'npm run test:stories'.`)
  const index = JSON.parse(readFileSync(file, 'utf8')) as {
    entries: Record<string, StoryEntry & { type: string }>
  }
  return Object.values(index.entries).filter((entry) => entry.type === 'story')
}
