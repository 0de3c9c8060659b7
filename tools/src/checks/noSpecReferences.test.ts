import { describe, expect, it } from 'vitest'
import {
  citationsIn,
  deadDocLinks,
  findCitations,
  findDocLinks,
  headingSlug,
  pageAnchors,
  repositoryFiles,
  where,
} from './docReferences'

const files = repositoryFiles()
const section = '\u00a7'

describe('the repository carries its own documentation', () => {
  it('cites no document outside the repository by section', () => {
    const citations = findCitations(files).map((finding) => `${where(finding)}: ${finding.text}`)
    expect(citations).toEqual([])
  })

  it('links only to pages and anchors that exist in docs/', () => {
    const dead = deadDocLinks(findDocLinks(files)).map((link) => `${where(link)}: ${link.why}`)
    expect(dead).toEqual([])
  })

  it('finds the links code writes to the behaviour reference', () => {
    const pages = new Set(findDocLinks(files).map((link) => link.page))
    expect(pages).toContain('docs/reference/validation.md')
  })
})

describe('the checks themselves', () => {
  it('catch a citation, also across a comment line break, and not a plain section sign', () => {
    const cite = (name: string) => `${name} ${section}5`
    const samples: Record<string, string> = {
      'a.ts': `// the rule of ${cite('SPEC')}`,
      'b.ts': `/**\n * the rule of SPEC\n * ${section}9 */`,
      'c.md': `${cite('ARCHITECTURE')}: layout`,
      'd.ts': `// RFC 9110 ${section}10.2.3`,
    }
    const caught = Object.entries(samples)
      .filter(([, text]) => citationsIn(text).length > 0)
      .map(([file]) => file)
    expect(caught).toEqual(['a.ts', 'b.ts', 'c.md'])
  })

  it('reads explicit anchors and VitePress slugs, ignoring code blocks', () => {
    const anchors = pageAnchors(
      [
        '# Limits {#limits}',
        '## The `Timing` constants',
        '## Send rules',
        '## Send rules',
        '```md',
        '## Not a heading {#inside-code}',
        '```',
        '<a id="kept"></a>',
      ].join('\n'),
    )
    expect([...anchors]).toEqual(['limits', 'the-timing-constants', 'send-rules', 'send-rules-1', 'kept'])
    expect(headingSlug('What a visitor reads: messages & codes')).toBe('what-a-visitor-reads-messages-codes')
  })
})
