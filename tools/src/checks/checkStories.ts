import { existsSync, readdirSync } from 'node:fs'
import { join, resolve } from 'node:path'

/**
 * Part of `npm run lint`: every UI component (each component file of libs/ui/src/components), every modal view
 * (libs/appkit/src/views/…/XView.tsx) and every feature view or list must have a story, so the story test renders and
 * checks it with axe and designers can browse it.
 */
const root = resolve(import.meta.dirname, '../../..')

function filesBelow(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesBelow(join(dir, entry.name)) : [join(dir, entry.name)],
  )
}

const components = filesBelow(join(root, 'libs/ui/src/components')).filter((file) =>
  /\/[A-Z]\w*\.tsx$/.test(file),
)
const views = filesBelow(join(root, 'libs/appkit/src/views')).filter((file) => /View\.tsx$/.test(file))
// A feature's views and tab lists have a story beside them in the feature's package (Storybook finds
// libs/feature-*/src/**/*.stories.tsx; a story of a view inside the modal renders with the story kit,
// apps/storykit, given the feature's manifest).
const featureScreens = readdirSync(join(root, 'libs'))
  .filter((name) => name.startsWith('feature-'))
  .flatMap((name) => filesBelow(join(root, 'libs', name, 'src')))
  .filter((file) => /\/\w+(View|List)\.tsx$/.test(file))
const missing = [...components, ...views, ...featureScreens].filter(
  (file) => !existsSync(file.replace(/\.tsx$/, '.stories.tsx')),
)

if (missing.length > 0) {
  console.error(
    `Missing stories (add a .stories.tsx beside each):\n${missing.map((file) => `  ${file.slice(root.length + 1)}`).join('\n')}`,
  )
  process.exit(1)
}
console.log(
  `Stories: ${components.length} components, ${views.length} views and ${featureScreens.length} feature screens, each with a story.`,
)
