import { resolve } from 'node:path'
import { defineConfig, type DefaultTheme } from 'vitepress'
import { apiSidebar, folderSidebar } from './sidebar'

const docsRoot = resolve(import.meta.dirname, '..')

/** A sidebar group listing the pages of one folder (see folderSidebar: new pages join by themselves). */
function group(text: string, folder: string, collapsed = false): DefaultTheme.SidebarItem {
  return { text, collapsed, items: folderSidebar(docsRoot, folder) }
}

const mainSidebar: DefaultTheme.SidebarItem[] = [
  group('Guide', 'guide'),
  group('Features', 'features'),
  group('Chains', 'chains'),
  group('Self-hosting apps/cloud', 'self-hosting', true),
  group('Architecture', 'architecture', true),
  group('Behaviour reference', 'reference', true),
  group('Contributing', 'contributing', true),
  { text: 'API reference', link: '/api/' },
  { text: 'About these docs', link: '/about' },
]

export default defineConfig({
  title: 'Gatehouse',
  description: 'An embeddable, self-hostable wallet-connection modal with an AppKit-compatible API.',
  lang: 'en',
  // The package's own README describes the folder, it is not a page of the site.
  srcExclude: ['README.md', 'scripts/**'],
  // A link to a page that does not exist fails the build (npm test builds the site).
  ignoreDeadLinks: false,
  lastUpdated: false,
  themeConfig: {
    nav: [
      { text: 'Guide', link: '/guide/' },
      { text: 'Self-hosting', link: '/self-hosting/' },
      { text: 'Behaviour reference', link: '/reference/' },
      { text: 'API', link: '/api/' },
      { text: 'Contributing', link: '/contributing/' },
    ],
    sidebar: {
      '/api/': [
        { text: 'API reference', items: [{ text: 'Overview', link: '/api/' }, ...apiSidebar(docsRoot)] },
      ],
      '/': mainSidebar,
    },
    // Search runs in the page from an index built with the site: nothing is asked of another host.
    search: { provider: 'local' },
    outline: { level: [2, 3] },
  },
  vite: {
    // The local search index is one chunk (about 1 MB with the API reference), loaded when a reader
    // opens the search box: not a page's weight, so no warning for it.
    build: { chunkSizeWarningLimit: 1500 },
    server: { host: '127.0.0.1', port: 5180 },
    preview: { host: '127.0.0.1', port: 5180 },
  },
})
