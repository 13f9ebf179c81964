/**
 * A copy of the reference content with hostile and draft stories added (cards, de-DE), for
 * the backend's BACKEND_CONTENT_DIR: `javascript:` and friends in links and redirect
 * targets, redirects to other hosts, a story with a draft, a draft-only story.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { copyContent, root } from './stack'

type Story = Record<string, unknown> & { content: Record<string, unknown> }

/** Markers the published and draft versions carry, to tell which one a page shows. */
export const markers = {
  published: 'RELPUBLISHED-7f3a',
  draft: 'RELDRAFT-SECRET-91c2',
  draftOnly: 'RELDRAFTONLY-SECRET-44be',
}

/** Story ids of the crafted stories (for preview requests). */
export const storyIds = { draft: 990000001, draftOnly: 990000002 }

/** Hostile link targets, as editors (or a compromised CMS account) might enter them. */
export const hostileHrefs = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(2)',
  ' javascript:alert(3)',
  'java\tscript:alert(4)',
  'javascript&colon;alert(5)',
  '&#106;avascript:alert(6)',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCg3KTwvc2NyaXB0Pg==',
  'vbscript:msgbox(8)',
  '%6Aavascript:alert(9)',
]

/** Redirect targets that must never send a shopper off the market table, by story slug. */
export const hostileRedirects: Record<string, string> = {
  'rel-redirect-js': 'javascript:alert(1)',
  'rel-redirect-data': 'data:text/html,<script>alert(1)</script>',
  'rel-redirect-evil': 'https://evil.example/phish',
  'rel-redirect-protocol-relative': '//evil.example/phish',
  'rel-redirect-backslash': '/\\evil.example/phish',
  'rel-redirect-backslashes': '\\\\evil.example/phish',
  'rel-redirect-userinfo': 'https://localhost@evil.example/phish',
  'rel-redirect-tab': '/\t/evil.example/phish',
}

let counter = 0
function uuid() {
  counter++
  return `00000000-0000-4000-8000-${String(990000000 + counter).padStart(12, '0')}`
}

function baseStory(slug: string, name: string, id: number): Story {
  const template = JSON.parse(
    readFileSync(join(root, 'backend/content/stories/cards/de-de/faq.json'), 'utf8'),
  ) as Story
  const teaser = (template.content.teaser as Record<string, unknown>[])[0]!
  return {
    ...template,
    id,
    uuid: uuid(),
    name,
    slug,
    full_slug: `cards/de-de/${slug}`,
    alternates: [],
    content: {
      ...template.content,
      _uid: uuid(),
      title: name,
      robots: 'noindex, nofollow',
      teaser: [
        {
          ...teaser,
          _uid: uuid(),
          headline: name,
          cta_text: '',
          cta_link: { id: '', url: '', linktype: 'url', fieldtype: 'multilink', cached_url: '' },
        },
      ],
      body: [],
    },
  }
}

function link(href: string, text: string) {
  return {
    type: 'text',
    text,
    marks: [
      { type: 'link', attrs: { href, uuid: null, anchor: null, target: '_self', linktype: 'url' } },
    ],
  }
}

/** Creates the content directory; returns its path. */
export function craftedContent(): string {
  const dir = copyContent()
  const write = (story: Story) =>
    writeFileSync(
      join(dir, 'stories', `${String(story.full_slug)}.json`),
      JSON.stringify(story, null, 2),
    )

  const drafted = baseStory('rel-draft', `Veröffentlicht ${markers.published}`, storyIds.draft)
  drafted.draft = {
    ...drafted.content,
    teaser: [
      {
        ...(drafted.content.teaser as Record<string, unknown>[])[0],
        headline: `Entwurf ${markers.draft}`,
      },
    ],
  }
  write(drafted)

  const draftOnly = baseStory(
    'rel-draft-only',
    `Nur Entwurf ${markers.draftOnly}`,
    storyIds.draftOnly,
  )
  draftOnly.published_at = null
  draftOnly.first_published_at = null
  write(draftOnly)

  const links = baseStory('rel-js-links', 'Links mit Tücken', 990000003)
  links.content.body = [
    {
      _uid: uuid(),
      component: 'richtext',
      text: {
        type: 'doc',
        content: [
          {
            type: 'paragraph',
            content: hostileHrefs.map((href, i) => link(href, `Link ${i + 1} `)),
          },
        ],
      },
    },
  ]
  links.content.teaser = [
    {
      ...(links.content.teaser as Record<string, unknown>[])[0],
      cta_text: 'Gefährlicher Knopf',
      cta_link: {
        id: '',
        url: 'javascript:alert(10)',
        linktype: 'url',
        fieldtype: 'multilink',
        cached_url: 'javascript:alert(10)',
      },
    },
  ]
  write(links)

  let id = 990000010
  for (const [slug, target] of Object.entries(hostileRedirects)) {
    const story = baseStory(slug, `Weiterleitung ${slug}`, id++)
    story.content.redirectTarget = {
      id: '',
      url: target,
      linktype: 'url',
      fieldtype: 'multilink',
      cached_url: target,
    }
    story.content.redirectStatus = 301
    write(story)
  }
  return dir
}
