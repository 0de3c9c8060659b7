import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

export interface SidebarLink {
  text: string
  link: string
}

/** A page's title: its first `# ` heading without a `{#anchor}`, else its file name. */
export function pageTitle(file: string): string {
  const heading = /^#\s+(.+)$/m.exec(readFileSync(file, 'utf8'))?.[1]
  return (heading ?? file.replace(/^.*\//, '').replace(/\.md$/, ''))
    .replace(/\s*\{#[^}]*\}\s*$/, '')
    .replace(/`/g, '')
    .trim()
}

/**
 * The pages of one folder of the site, so a page added there shows in the sidebar without editing
 * the configuration: `index.md` first, then the pages in the order `index.md` links to them, then any
 * other page by title.
 */
export function folderSidebar(docsRoot: string, folder: string): SidebarLink[] {
  const directory = join(docsRoot, folder)
  if (!existsSync(directory)) return []
  const pages = readdirSync(directory).filter((name) => name.endsWith('.md'))
  const index = pages.includes('index.md') ? readFileSync(join(directory, 'index.md'), 'utf8') : ''
  const linkedOrder = [...index.matchAll(/\]\(\.\/([\w.-]+\.md)(?:#[^)]*)?\)/g)].map((match) => match[1])
  const rank = (name: string) => {
    if (name === 'index.md') return -1
    const position = linkedOrder.indexOf(name)
    return position < 0 ? Number.MAX_SAFE_INTEGER : position
  }
  return pages
    .map((name) => ({ name, text: pageTitle(join(directory, name)) }))
    .sort((a, b) => rank(a.name) - rank(b.name) || a.text.localeCompare(b.text))
    .map(({ name, text }) => ({
      text,
      link: `/${folder}/${name === 'index.md' ? '' : name.replace(/\.md$/, '')}`,
    }))
}

/** The generated API reference (docs/api): one entry per package entry point. */
export function apiSidebar(docsRoot: string): SidebarLink[] {
  const directory = join(docsRoot, 'api', '@gatehouse')
  if (!existsSync(directory)) return []
  const links: SidebarLink[] = []
  const walk = (relative: string) => {
    for (const name of readdirSync(join(directory, relative)).sort()) {
      const path = relative ? `${relative}/${name}` : name
      if (name.endsWith('.md')) {
        // A module with namespaces has a folder of its own: its page is that folder's index.md.
        const page = path.replace(/\.md$/, '').replace(/(^|\/)index$/, '$1')
        // A namespace's page belongs to its module's page, not to the list of entry points.
        if (!path.includes('/namespaces/')) {
          links.push({ text: `@gatehouse/${page.replace(/\/$/, '')}`, link: `/api/@gatehouse/${page}` })
        }
      } else if (name !== 'namespaces') walk(path)
    }
  }
  walk('')
  return links.sort((a, b) => a.text.localeCompare(b.text))
}
