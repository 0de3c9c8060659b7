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
// libs/feature-*/src/**/*.stories.tsx), or, for those rendered inside the modal with the modal's story
// kit, with the modal's: libs/feature-send/src/SendView.tsx has libs/appkit/src/stories/features/SendView.stories.tsx.
const featureScreens = readdirSync(join(root, 'libs'))
  .filter((name) => name.startsWith('feature-'))
  .flatMap((name) => filesBelow(join(root, 'libs', name, 'src')))
  .filter((file) => /\/\w+(View|List)\.tsx$/.test(file))
const featureStory = (file: string) =>
  join(root, 'libs/appkit/src/stories/features', file.replace(/^.*\//, '').replace(/\.tsx$/, '.stories.tsx'))
const missing = [
  ...[...components, ...views].filter((file) => !existsSync(file.replace(/\.tsx$/, '.stories.tsx'))),
  ...featureScreens.filter(
    (file) => !existsSync(file.replace(/\.tsx$/, '.stories.tsx')) && !existsSync(featureStory(file)),
  ),
]

if (missing.length > 0) {
  console.error(
    `Missing stories (add a .stories.tsx beside each):\n${missing.map((file) => `  ${file.slice(root.length + 1)}`).join('\n')}`,
  )
  process.exit(1)
}
console.log(
  `Stories: ${components.length} components, ${views.length} views and ${featureScreens.length} feature screens, each with a story.`,
)
