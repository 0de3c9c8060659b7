import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, normalize, relative } from 'node:path'

/** The repository's root (tools/src/checks → ../../..). */
export const repositoryRoot = join(import.meta.dirname, '../../..')

// Written in pieces so that this file does not cite what it looks for.
const section = '\u00a7'
const citedDocuments = ['SPEC', 'ARCHITECTURE']

/**
 * A citation of a document that is not in the repository: a name of `citedDocuments` (optionally
 * `.md`) followed by a section sign, also across a line break inside a comment or a paragraph.
 */
const citationPattern = new RegExp(
  `\\b(?:${citedDocuments.join('|')})(?:\\.md)?[ \\t]*(?:\\r?\\n[ \\t]*(?:\\*|//|#)?[ \\t]*)?${section}`,
  'g',
)

/** One place a file cites something this check refuses. */
export interface Finding {
  file: string
  line: number
  text: string
}

/** Files of the repository: tracked ones and new ones git does not ignore, that exist on disk. */
export function repositoryFiles(root = repositoryRoot): string[] {
  const output = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
  return [...new Set(output.split('\0').filter(Boolean))].filter((file) => {
    const path = join(root, file)
    return existsSync(path) && statSync(path).isFile()
  })
}

/** A file's text, or undefined for a binary file (one holding a NUL byte in its first 8 KiB). */
function readText(path: string): string | undefined {
  const bytes = readFileSync(path)
  if (bytes.subarray(0, 8192).includes(0)) return undefined
  return bytes.toString('utf8')
}

function lineOf(text: string, index: number): number {
  let line = 1
  for (let at = text.indexOf('\n'); at !== -1 && at < index; at = text.indexOf('\n', at + 1)) line++
  return line
}

/** The citations of documents outside the repository in `text`, each with its index. */
export function citationsIn(text: string): { index: number; text: string }[] {
  return [...text.matchAll(citationPattern)].map((match) => ({
    index: match.index,
    text: match[0].replace(/\s+/g, ' '),
  }))
}

/** Every citation of a document outside the repository (see `citationPattern`). */
export function findCitations(files: readonly string[], root = repositoryRoot): Finding[] {
  const findings: Finding[] = []
  for (const file of files) {
    const text = readText(join(root, file))
    if (text === undefined) continue
    for (const citation of citationsIn(text)) {
      findings.push({ file, line: lineOf(text, citation.index), text: citation.text })
    }
  }
  return findings
}

/**
 * The slug VitePress gives a heading without an explicit id (@mdit-vue/shared's `slugify`, applied
 * to the heading's text as rendered: inline code, emphasis and links reduced to their words).
 */
export function headingSlug(heading: string): string {
  const text = heading
    .replace(/`([^`]*)`/g, '$1')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/(\*\*|__|\*|_)(.+?)\1/g, '$2')
    .replace(/<[^>]+>/g, '')
  return (
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      // eslint-disable-next-line no-control-regex -- VitePress drops control characters from slugs too
      .replace(/[\u0000-\u001f]/g, '')
      .replace(/[\s~`!@#$%^&*()\-_+=[\]{}|\\;:"'“”‘’<>,.?/]+/g, '-')
      .replace(/-{2,}/g, '-')
      .replace(/^-+|-+$/g, '')
      .replace(/^(\d)/, '_$1')
      .toLowerCase()
  )
}

/** The anchors of a markdown page: each heading's `{#id}` or slug (numbered when repeated), and `id="…"`. */
export function pageAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>()
  const slugCounts = new Map<string, number>()
  let fence: string | undefined
  for (const line of markdown.split('\n')) {
    const fenceMark = /^\s*(```+|~~~+)/.exec(line)?.[1]
    if (fenceMark) {
      if (fence === undefined) fence = fenceMark[0] as string
      else if (fenceMark.startsWith(fence)) fence = undefined
      continue
    }
    if (fence !== undefined) continue
    const heading = /^#{1,6}\s+(.*?)\s*$/.exec(line)?.[1]
    if (heading !== undefined) {
      const explicit = /\s*\{#([^}\s]+)\}\s*$/.exec(heading)
      if (explicit) anchors.add(explicit[1] as string)
      else {
        const slug = headingSlug(heading)
        const count = slugCounts.get(slug) ?? 0
        slugCounts.set(slug, count + 1)
        anchors.add(count === 0 ? slug : `${slug}-${count}`)
      }
    }
    for (const id of line.matchAll(/\sid="([^"]+)"/g)) anchors.add(id[1] as string)
  }
  return anchors
}

/** A link into docs/ and where it was written. */
export interface DocLink {
  file: string
  line: number
  /** The page, relative to the repository root (`docs/reference/limits.md`). */
  page: string
  anchor: string | undefined
}

// `docs/…/page.md#anchor` written from the repository root (code comments, lint config).
const rootLinkPattern = /(?<![\w./-])(docs\/[\w./-]+?\.md)(?:#([\w-]+))?/g
// A markdown link's target: `](path.md#anchor)`, or `](#anchor)` on the same page.
const markdownLinkPattern = /\]\(\s*<?([^)\s>]*?)>?(?:\s+"[^"]*")?\s*\)/g

/**
 * Every link into docs/ of `files`: paths from the repository root anywhere, and in markdown files
 * relative links (and, inside docs/, same-page anchors) that lead into docs/.
 */
export function findDocLinks(files: readonly string[], root = repositoryRoot): DocLink[] {
  const links: DocLink[] = []
  for (const file of files) {
    const text = readText(join(root, file))
    if (text === undefined) continue
    for (const match of text.matchAll(rootLinkPattern)) {
      links.push({ file, line: lineOf(text, match.index), page: match[1] as string, anchor: match[2] })
    }
    if (!file.endsWith('.md')) continue
    for (const match of text.matchAll(markdownLinkPattern)) {
      const target = match[1] as string
      if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('/')) continue
      const [path = '', anchor] = target.split('#')
      if (path === '' && anchor === undefined) continue
      const page =
        path === ''
          ? file
          : normalize(join(dirname(file), path))
              .split('\\')
              .join('/')
      if (!page.startsWith('docs/') || !page.endsWith('.md')) continue
      // A root path inside a markdown link is already counted above.
      if (path.startsWith('docs/') && file !== 'docs' && !file.startsWith('docs/')) continue
      links.push({ file, line: lineOf(text, match.index), page, anchor: anchor || undefined })
    }
  }
  return links
}

/** The links of `links` whose page does not exist or has no such anchor, with why. */
export function deadDocLinks(
  links: readonly DocLink[],
  root = repositoryRoot,
): (DocLink & { why: string })[] {
  const anchorsByPage = new Map<string, Set<string> | undefined>()
  const anchorsOf = (page: string) => {
    if (!anchorsByPage.has(page)) {
      const path = join(root, page)
      anchorsByPage.set(page, existsSync(path) ? pageAnchors(readFileSync(path, 'utf8')) : undefined)
    }
    return anchorsByPage.get(page)
  }
  return links.flatMap((link) => {
    const anchors = anchorsOf(link.page)
    if (!anchors) return [{ ...link, why: `${link.page} does not exist` }]
    if (link.anchor !== undefined && !anchors.has(link.anchor))
      return [{ ...link, why: `${link.page} has no anchor #${link.anchor}` }]
    return []
  })
}

/** `file:line` as a reader can open it. */
export function where(finding: { file: string; line: number }, root = repositoryRoot): string {
  return `${relative(root, join(root, finding.file))}:${finding.line}`
}
