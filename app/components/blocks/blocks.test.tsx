import { Writable } from 'node:stream'
import { renderToPipeableStream } from 'react-dom/server'
import { I18nextProvider } from 'react-i18next'
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
} from 'react-router-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { marketFor, type Locale, type Tld } from '~/domain/market'
import { documentI18n } from '~/i18n/i18n.server'
import { editableAttributes } from './block-data'
import { Blocks } from './Blocks'
import { Page } from './Page'
import { blockRegistry } from './registry'
import { BlockRegistryProvider } from './registry-context'
import { RichText } from './RichText'
import type { ReactNode } from 'react'
import type { Site } from '~/root-data'

/**
 * Renders blocks as the content route does: inside the router with the root's data and the market's
 * texts.
 */
async function render(
  ui: ReactNode,
  { tld = 'de', locale = 'de-DE' }: { tld?: Tld; locale?: Locale } = {},
): Promise<string> {
  const market = marketFor('cards', tld, locale, 'web')
  const site = {
    market,
    shopOrigins: { cards: 'http://localhost', wallart: null },
    imageBase: '/cms-assets',
    globalConfig: {} as Site['globalConfig'],
    path: '/',
    customer: { isLoggedIn: false },
    pagePaths: { 'account-login': '/mein-konto/anmelden', account: '/mein-konto' },
  }
  const handler = createStaticHandler([
    {
      id: 'root',
      path: '/',
      loader: () => site,
      element: (
        <I18nextProvider i18n={documentI18n(locale)}>
          <BlockRegistryProvider value={blockRegistry}>{ui}</BlockRegistryProvider>
        </I18nextProvider>
      ),
    },
  ])
  const context = await handler.query(new Request('http://localhost/'))
  if (context instanceof Response) throw new Error('unexpected redirect')
  return renderAll(
    <StaticRouterProvider
      router={createStaticRouter(handler.dataRoutes, context)}
      context={context}
      hydrate={false}
    />,
  )
}

/**
 * As the server renders a document: every lazily loaded block resolved (onAllReady), without the
 * Suspense markers.
 */
function renderAll(element: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = ''
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        html += chunk.toString()
        done()
      },
      final(done) {
        resolve(html.replace(/<!--\/?\$-->/g, ''))
        done()
      },
    })
    const { pipe } = renderToPipeableStream(element, {
      onAllReady: () => pipe(sink),
      onShellError: reject,
    })
  })
}

const doc = (...content: unknown[]) => ({ type: 'doc', content })
const paragraph = (...content: unknown[]) => ({ type: 'paragraph', content })
const linked = (text: string, attrs: Record<string, unknown>) => ({
  type: 'text',
  text,
  marks: [{ type: 'link', attrs }],
})
const hero = (uid: string, headline: string) => ({
  _uid: uid,
  component: 'teaser-hero',
  headline,
  image: { filename: 'https://a.storyblok.com/f/287465/1600x900/abc123/hero.jpg', alt: 'Hero' },
})

afterEach(() => vi.restoreAllMocks())

describe('block registry (site-chrome §2, shop-core §8 "Missing content component")', () => {
  it('"a fallback block says a component could not be found for the block and asks whether it is configured correctly", with a console error', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const html = await render(<Blocks blocks={[{ _uid: 'x1', component: 'legacy-slider' }]} />)
    expect(html).toContain(
      'Für den Block „legacy-slider“ wurde keine Komponente gefunden. Ist er richtig konfiguriert?',
    )
    expect(error.mock.calls.flat().join(' ')).toContain('legacy-slider')
  })

  it('the page’s calculator blocks render in the #calculator slot (the hero’s call-to-action target)', async () => {
    const html = await render(
      <Page
        content={{
          component: 'page',
          calculator: [
            {
              _uid: 'c',
              component: 'richtext',
              text: doc(paragraph({ type: 'text', text: 'Rechner' })),
            },
          ],
        }}
      />,
    )
    expect(html).toMatch(/<section id="calculator" class="page__calculator">.*Rechner.*<\/section>/)
  })

  it('`data-blok` attributes only in preview', async () => {
    const block = { _uid: 'u1', component: 'richtext' }
    expect(editableAttributes(block, false)).toEqual({})
    expect(editableAttributes(block, true, 42)).toEqual({
      'data-blok-c': '{"name":"richtext","uid":"u1","id":42}',
      'data-blok-uid': '42-u1',
    })
    const fromApi = {
      ...block,
      _editable: '<!--#storyblok#{"name":"richtext","space":"287465","uid":"u1","id":"7"}-->',
    }
    expect(editableAttributes(fromApi, true)['data-blok-uid']).toBe('7-u1')
    const content = { _uid: 'p', component: 'page', body: [block] }
    expect(await render(<Page content={content} />)).not.toContain('data-blok')
    expect(
      await render(<Page content={content} settings={{ editable: true, storyId: 42 }} />),
    ).toContain('data-blok-uid="42-u1"')
  })
})

describe('rich text as React elements ("link protocols checked; render errors log richtext-render-error")', () => {
  it('keeps the text of a javascript: link but never its href', async () => {
    const html = await render(
      <RichText
        document={doc(paragraph(linked('Klick', { href: 'javascript:alert(1)', linktype: 'url' })))}
      />,
    )
    expect(html).toContain('Klick')
    expect(html).not.toMatch(/javascript:/i)
    expect(html).not.toContain('<a')
  })

  it('links market paths with the market prefix, e-mail as mailto:, new tabs with rel=noopener', async () => {
    const html = await render(
      <RichText
        document={doc(
          paragraph(
            linked('FAQ', { href: '/faq', linktype: 'url' }),
            linked('Mail', { href: 'hilfe@printhaus.example', linktype: 'email' }),
            linked('Extern', {
              href: 'https://www.hahnemuehle.com',
              linktype: 'url',
              target: '_blank',
            }),
          ),
        )}
      />,
      { tld: 'ch', locale: 'fr-CH' },
    )
    expect(html).toContain('href="/fr/faq"')
    expect(html).toContain('href="mailto:hilfe@printhaus.example"')
    expect(html).toMatch(
      /href="https:\/\/www.hahnemuehle.com" target="_blank" rel="noopener noreferrer"/,
    )
  })

  it('escapes text (no HTML string rendering)', async () => {
    const html = await render(
      <RichText
        document={doc(paragraph({ type: 'text', text: '<img src=x onerror=alert(1)>' }))}
      />,
    )
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;')
  })

  it('a malformed document logs richtext-render-error and renders nothing, the page goes on', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const html = await render(
      <Blocks
        blocks={[
          { _uid: 'r1', component: 'richtext', text: doc(paragraph({ type: 'text', text: 42 })) },
          {
            _uid: 'r2',
            component: 'richtext',
            text: doc(paragraph({ type: 'text', text: 'Danach' })),
          },
        ]}
      />,
    )
    expect(error.mock.calls.flat().join(' ')).toContain('richtext-render-error')
    expect(html).toContain('Danach')
  })
})

describe('images and the hero (LCP)', () => {
  it('the first hero is eager, high priority and the h1; later heroes are lazy h2s; webp, quality 85, explicit size; widths up to density 2 of its rendered size', async () => {
    const html = await render(
      <Page
        content={{
          component: 'page',
          teaser: [hero('h1', 'Erster')],
          body: [hero('h2', 'Zweiter')],
        }}
      />,
    )
    const images = html.match(/<img[^>]*>/g) ?? []
    expect(images).toHaveLength(2)
    expect(images[0]).toMatch(/loading="eager"/)
    expect(images[0]).toMatch(/fetchpriority="high"/)
    // "Image densities 1 and 2": the 1280 px hero is offered from phone widths up to 2560 w
    // (density 2), chosen by `sizes`.
    expect(images[0]).toContain(
      '/cms-assets/f/287465/1600x900/abc123/hero.jpg/m/1280x560/filters:quality(85):format(webp) 1280w',
    )
    expect(images[0]).toContain('/m/640x280/filters:quality(85):format(webp) 640w')
    expect(images[0]).toContain('/m/2560x1120/filters:quality(85):format(webp) 2560w')
    expect(images[0]).not.toMatch(/\/m\/(?:[3-9]\d{3}|2[6-9]\d\d)x/)
    expect(images[0]).toMatch(/sizes="\(min-width: 1280px\) 1200px, 100vw"/)
    expect(images[0]).toMatch(/width="1280" height="560"/)
    expect(images[1]).toMatch(/loading="lazy"/)
    // "Placeholder 10x10, quality 50, blur 3": the lazy image shows its blurred preview while it
    // loads; the first (priority) image asks for nothing more.
    expect(images[1]).toContain(
      'background-image:url(&quot;/cms-assets/f/287465/1600x900/abc123/hero.jpg/m/10x10/filters:quality(50):format(webp):blur(3)&quot;)',
    )
    expect(images[0]).not.toContain('background-image')
    expect(html).toMatch(/<h1>Erster<\/h1>/)
    expect(html).toMatch(/<h2>Zweiter<\/h2>/)
  })

  it('phones (up to the sm breakpoint, where the hero is 4:3) get a 4:3 crop of a phone’s width', async () => {
    const html = await render(
      <Page content={{ component: 'page', teaser: [hero('h1', 'Erster')] }} />,
    )
    const source = /<source[^>]*>/.exec(html)?.[0] ?? ''
    expect(source).toMatch(/media="\(max-width: 575px\)"/)
    expect(source).toContain(
      '/cms-assets/f/287465/1600x900/abc123/hero.jpg/m/640x480/filters:quality(85):format(webp) 640w',
    )
    expect(source).toContain('/m/1280x960/filters:quality(85):format(webp) 1280w')
    expect(source).toMatch(/sizes="100vw"/)
    expect(html).toMatch(/<picture class="image-frame"><source[^>]*><img[^>]*teaser-hero__image/)
  })

  it('without a hero the page still has an h1 (visually hidden), and the error page keeps its own', async () => {
    expect(await render(<Page content={{ component: 'page', body: [] }} title="FAQ" />)).toContain(
      '<h1 class="visually-hidden">FAQ</h1>',
    )
    expect(
      await render(
        <Page
          content={{ component: 'page', teaser: [hero('h', 'Hier hängt nichts')] }}
          ownHeading
        />,
      ),
    ).not.toContain('<h1')
  })

  it('a hero with a video renders the video with the image as poster', async () => {
    const html = await render(
      <Page
        content={{
          component: 'page',
          teaser: [
            {
              ...hero('v', 'Video'),
              video: { filename: 'https://a.storyblok.com/f/287465/clip.mp4' },
            },
          ],
        }}
      />,
    )
    expect(html).toMatch(
      /<video[^>]*poster="\/cms-assets\/f\/287465\/1600x900\/abc123\/hero.jpg\/m\/1280x560/,
    )
    expect(html).toContain('<source src="/cms-assets/f/287465/clip.mp4" type="video/mp4"/>')
  })
})

describe('A/B block ("shows its on or off children depending on a feature flag")', () => {
  const abPage = {
    component: 'page',
    body: [
      {
        _uid: 'ab',
        component: 'ab-test',
        flag: 'home_hero_experiment',
        on: [hero('on', 'Variante an')],
        off: [hero('off', 'Variante aus')],
      },
    ],
  }

  it('shows the off children without a treatment, and with off or control', async () => {
    expect(await render(<Page content={abPage} />)).toContain('Variante aus')
    expect(
      await render(
        <Page content={abPage} settings={{ treatments: { home_hero_experiment: 'control' } }} />,
      ),
    ).not.toContain('Variante an')
  })

  it('shows the on children for the treatment on; the hero inside is the page’s first hero', async () => {
    const html = await render(
      <Page content={abPage} settings={{ treatments: { home_hero_experiment: 'on' } }} />,
    )
    expect(html).toContain('<h1>Variante an</h1>')
    expect(html).not.toContain('Variante aus')
    expect(html).toContain('data-treatment="on"')
  })
})

describe('countdown, newsletter, collage page', () => {
  const now = Date.parse('2026-11-21T12:00:00Z')

  it('a countdown shows the time left from the render time', async () => {
    const html = await render(
      <Page
        content={{
          component: 'page',
          body: [
            { _uid: 'c', component: 'countdown', headline: 'Aktion', date: '2026-11-23T15:30:10Z' },
          ],
        }}
        settings={{ now }}
      />,
    )
    expect(html).toContain('role="timer"')
    expect(html).toMatch(/>02<\/span><span class="countdown__label">Tage</)
  })

  it('"countdown-date-in-past": a countdown whose date has passed is logged and not shown', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const html = await render(
      <Page
        content={{
          component: 'page',
          body: [
            { _uid: 'c', component: 'countdown', headline: 'Vorbei', date: '2026-01-01T00:00:00Z' },
          ],
        }}
        settings={{ now }}
      />,
    )
    expect(html).not.toContain('Vorbei')
    expect(error.mock.calls.flat().join(' ')).toContain('countdown-date-in-past')
  })

  it('the newsletter block is a GET form to the market’s localised newsletter page', async () => {
    const block = { _uid: 'n', component: 'newsletter', headline: 'News' }
    expect(await render(<Blocks blocks={[block]} />)).toMatch(
      /<form class="newsletter-block__form" method="get" action="\/newsletter">/,
    )
    expect(await render(<Blocks blocks={[block]} />, { tld: 'be', locale: 'nl-BE' })).toContain(
      'action="/nieuwsbrief"',
    )
    expect(await render(<Blocks blocks={[block]} />, { tld: 'ch', locale: 'fr-CH' })).toContain(
      'action="/fr/newsletter"',
    )
    expect(await render(<Blocks blocks={[block]} />)).toMatch(
      /<input[^>]*type="email"[^>]*name="email"[^>]*required/,
    )
  })

  it('the collage page hands over the design from designId, else the channel default (13 on cards)', async () => {
    const block = { _uid: 'cp', component: 'collage-page', headline: 'Collage' }
    expect(
      await render(
        <Page
          content={{ component: 'page', body: [block] }}
          settings={{ collageDesignId: 4711 }}
        />,
      ),
    ).toContain('href="/configurator-collage?designId=4711&amp;locale=de-DE"')
    expect(await render(<Page content={{ component: 'page', body: [block] }} />)).toContain(
      'data-design-id="13"',
    )
  })
})
