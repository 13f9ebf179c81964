// Page templates: every locale's pages share one structure, filled from its copy module.
// Returns page specs { key, slug, name, content, tags?, sortByDate? }; `key` groups the same
// page across locales (group_id, alternates).
import { asset } from './assets.mjs'
import {
  abTest,
  breadcrumbs,
  collagePage,
  countdown,
  faq,
  grid,
  imageText,
  link,
  newsletter,
  page,
  productOverview,
  richtextBlock,
  teaserHero,
  uspTeaser,
} from './blocks.mjs'
import { calculator } from './calculators.mjs'
import { cataloguePages } from './catalogue-pages.mjs'
import { withChannelLinks } from './channel-links.mjs'
import { globalConfig } from './global-config.mjs'
import { calendarDesignTiles, materialSizesText, photoboxTiles } from './product-links.mjs'
import { OCCASIONS } from './range.mjs'
import { withStoryRelations } from './story-relations.mjs'

/** Pages that exist only in some content locales (test and demo pages, redirects, articles). */
const ONLY_IN = {
  cards: {
    fotobox: ['de-de'],
    // the German magazine's first articles: every German content locale (de-ch, de-li in Swiss
    // spelling)
    article: ['de-de', 'de-ch', 'de-li'],
    redirects: ['de-de', 'en-gb'],
    abTest: ['de-de', 'en-gb'],
    fallback: ['de-de', 'en-gb'],
    showcase: ['de-de', 'en-gb'],
    feedCalendar: ['de-de'],
  },
  wallart: {
    article: ['de-de', 'de-ch', 'de-li'],
    redirects: ['de-de'],
    abTest: ['de-de'],
    fallback: ['de-de'],
  },
}

const COUNTDOWN_DATE = '2027-12-16T12:00:00+01:00'

function allowed(channel, what, locale) {
  const list = ONLY_IN[channel][what]
  return !list || list.includes(locale)
}

function landing(kind, channel, c, market, p, activeNavigation, moreTiles = []) {
  const lang = c.lang
  const body = [richtextBlock(p.intro)]
  // the product pages of the category: its designs or sizes, one click from the landing page
  if (kind === 'calendar')
    body.push(grid(c.productLinks.calendarDesigns, calendarDesignTiles(channel, lang), lang, 3))
  if (kind === 'canvas') body.push(richtextBlock(materialSizesText('leinwand', c)))
  if (kind === 'prints' || kind === 'box')
    body.push(grid(c.productLinks.sizes, [...photoboxTiles(c), ...moreTiles], lang, 3))
  if (p.grid) body.push(grid(p.gridHeadline, p.grid, lang, p.grid.length > 4 ? 4 : undefined))
  if (p.imageText) body.push(imageText(p.imageText, lang, 'left'))
  if (p.faq) body.push(faq(p.faqHeadline, p.faq))
  return page({
    title: p.title,
    description: p.description,
    ogImages: [asset(p.hero.img, lang)],
    activeNavigation,
    breadcrumbs: breadcrumbs([
      [c.words.home, c.paths.home],
      [p.name, `/${p.slug}`],
    ]),
    teaser: [teaserHero(p.hero, lang)],
    uspTeaser: [uspTeaser(c.usps[channel])],
    calculator: [calculator(kind, c, p, market)],
    body,
  })
}

function home(channel, c, market) {
  const p = c[channel].home
  const lang = c.lang
  const body = [
    grid(p.categoriesHeadline, p.categories, lang),
    productOverview(p.productsHeadline, p.products, lang, market),
  ]
  if (channel === 'cards') {
    // the home page's eight: thank-you cards and invitations are one click further
    const occasions = OCCASIONS.slice(0, 8)
    body.push(
      grid(
        p.occasionsHeadline,
        occasions.map((k) => ({
          img: `tile-occasion-${k}`,
          title: c.occasions[k],
          path: c.paths[`occ_${k}`],
        })),
        lang,
        4,
      ),
    )
  }
  body.push(imageText(p.imageText, lang, 'right'), newsletter(c.newsletter))
  return page({
    title: p.title,
    description: p.description,
    ogImages: [asset(p.hero.img, lang)],
    additionalSameAsLinks:
      'https://www.instagram.com/printhaus\nhttps://www.pinterest.com/printhaus\nhttps://www.facebook.com/printhaus',
    teaser: [teaserHero(p.hero, lang)],
    uspTeaser: [uspTeaser(c.usps[channel])],
    body,
  })
}

function error(channel, c) {
  const p = c[channel].error
  const lang = c.lang
  const tiles = channel === 'cards' ? c.cards.home.categories : c.wallart.home.categories
  return page({
    title: p.title,
    description: p.description,
    robots: 'noindex, nofollow',
    teaser: [teaserHero(p.hero, lang)],
    body: [
      richtextBlock(p.text),
      grid(
        p.gridHeadline,
        tiles.map(({ label: _label, ...t }) => t),
        lang,
      ),
    ],
  })
}

function faqPage(channel, c, p) {
  const lang = c.lang
  return page({
    title: p.title,
    description: p.description,
    ogImages: [asset(p.hero.img, lang)],
    breadcrumbs: breadcrumbs([
      [c.words.home, c.paths.home],
      [p.name, `/${p.slug}`],
    ]),
    teaser: [teaserHero(p.hero, lang)],
    body: p.sections.map((section) => faq(section.headline, section.items)),
  })
}

function article(channel, c, p) {
  const lang = c.lang
  return page({
    title: p.title,
    description: p.description,
    ogImages: [asset(p.hero.img, lang)],
    activeNavigation: 'magazine',
    breadcrumbs: breadcrumbs([
      [c.words.home, c.paths.home],
      [c.words.magazine, c.paths.magazine],
      [p.name, `/${p.slug}`],
    ]),
    teaser: [teaserHero(p.hero, lang)],
    body: [richtextBlock(p.body), imageText(p.imageText, lang, 'right'), newsletter(c.newsletter)],
  })
}

function redirect(c, r) {
  return page({
    title: r.name,
    robots: 'noindex, follow',
    body: [richtextBlock(`[${r.target}](${r.target})`)],
    extra: { redirectTarget: link(r.target), redirectStatus: r.status },
  })
}

function abTestPage(channel, c) {
  const p = c[channel].abTest
  const h = c[channel].home
  const lang = c.lang
  return page({
    title: p.title,
    robots: 'noindex, nofollow',
    body: [
      richtextBlock(p.intro),
      abTest('home_hero_experiment', [teaserHero(h.heroB, lang)], [teaserHero(h.hero, lang)]),
      uspTeaser(c.usps[channel]),
    ],
  })
}

function fallbackPage(channel, c) {
  const p = c[channel].fallback
  const lang = c.lang
  const h = c[channel].home
  return page({
    title: p.title,
    robots: 'noindex, nofollow',
    body: [
      richtextBlock(p.intro),
      {
        component: 'legacy-slider',
        autoplay: true,
        interval: 5000,
        slides: [
          { component: 'legacy-slide', headline: h.hero.headline, image: asset(h.hero.img, lang) },
          {
            component: 'legacy-slide',
            headline: h.heroB.headline,
            image: asset(h.heroB.img, lang),
          },
        ],
      },
      richtextBlock(p.after),
    ],
  })
}

function showcase(c, market) {
  const lang = c.lang
  const h = c.cards.home
  const cal = c.cards.calendar
  const s = c.cards.showcase
  return page({
    title: s.title,
    robots: 'noindex, nofollow',
    activeNavigation: 'calendars',
    breadcrumbs: breadcrumbs([
      [c.words.home, c.paths.home],
      [s.name, '/block-showcase'],
    ]),
    teaser: [teaserHero(h.hero, lang)],
    uspTeaser: [uspTeaser(c.usps.cards)],
    calculator: [calculator('calendar', c, cal, market)],
    body: [
      richtextBlock(s.richtext),
      grid(h.categoriesHeadline, h.categories.slice(0, 3), lang, 3),
      productOverview(h.productsHeadline, h.products, lang, market),
      imageText(h.imageText, lang, 'left'),
      imageText(cal.imageText, lang, 'right'),
      faq(cal.faqHeadline, cal.faq),
      countdown(s.countdown.headline, COUNTDOWN_DATE, s.countdown.text),
      newsletter(c.newsletter),
      abTest('home_hero_experiment', [teaserHero(h.heroB, lang)], [teaserHero(h.hero, lang)]),
      collagePage(s.collage),
    ],
  })
}

/**
 * A landing page for shopping-feed and ad traffic ('/feed-calendar'): lean — no breadcrumbs,
 * no sub-navigation (site-chrome §2: "Hidden on /feed-collage, /feed-calendar and
 * /feed-card") although it belongs to the calendars navigation — straight to the calculator,
 * not indexed, canonical to the product page it duplicates.
 */
function feedPage(kind, c, market, p, activeNavigation) {
  const lang = c.lang
  return page({
    title: p.title,
    description: p.description,
    robots: 'noindex, follow',
    ogImages: [asset(p.hero.img, lang)],
    activeNavigation,
    teaser: [teaserHero(p.hero, lang)],
    uspTeaser: [uspTeaser(c.usps.cards)],
    calculator: [calculator(kind, c, p, market)],
    body: [richtextBlock(p.intro), faq(p.faqHeadline, p.faq)],
    extra: { canonicalUrl: link(p.canonicalPath) },
  })
}

/** All page specs of one channel in one content locale; `cat` is the language's catalogue copy. */
export function pagesFor(channel, locale, c, market, cat) {
  const pages = [
    {
      key: 'global-config',
      slug: 'global-config',
      name: 'Global Config',
      content: globalConfig(channel, c, market),
    },
    { key: 'home', slug: 'home', name: c[channel].home.name, content: home(channel, c, market) },
    { key: 'error', slug: 'error', name: c[channel].error.name, content: error(channel, c) },
  ]
  const L = c[channel]
  const landingKinds =
    channel === 'cards'
      ? [
          ['calendar', 'calendar', 'calendars'],
          ['prints', 'prints', 'prints'],
          ['box', 'box', 'prints'],
          ['fotobox', 'box', 'prints'],
        ]
      : [
          ['canvas', 'canvas', 'canvas'],
          ['wallart', 'wallart', 'wallart'],
        ]
  for (const [key, kind, nav] of landingKinds) {
    if (!L[key] || !allowed(channel, key, locale)) continue
    const p = L[key]
    if (!p.intro) continue
    // the photo box's second landing page (where the language has one) is linked from the first
    const fotobox = L.fotobox && allowed(channel, 'fotobox', locale) ? L.fotobox : undefined
    const moreTiles =
      key === 'box' && fotobox
        ? [
            {
              img: fotobox.hero.img,
              title: fotobox.name,
              text: fotobox.hero.subline,
              path: `/${fotobox.slug}`,
            },
          ]
        : []
    pages.push({
      key,
      slug: p.slug,
      name: p.name,
      content: landing(kind, channel, c, market, p, nav, moreTiles),
    })
  }
  if (L.faq && allowed(channel, 'faq', locale)) {
    pages.push({
      key: 'faq',
      slug: L.faq.slug,
      name: L.faq.name,
      content: faqPage(channel, c, L.faq),
    })
  }
  if (L.article && allowed(channel, 'article', locale)) {
    pages.push({
      key: 'article',
      slug: L.article.slug,
      name: L.article.name,
      tags: L.article.tags,
      sortByDate: L.article.date ?? '2026-10-14',
      content: article(channel, c, L.article),
    })
  }
  if (L.redirects && allowed(channel, 'redirects', locale)) {
    for (const r of L.redirects) {
      pages.push({
        key: `redirect:${r.target}:${r.status}`,
        slug: r.slug,
        name: r.name,
        content: redirect(c, r),
      })
    }
  }
  if (L.abTest && allowed(channel, 'abTest', locale)) {
    pages.push({
      key: 'ab-test-demo',
      slug: 'ab-test-demo',
      name: L.abTest.name,
      content: abTestPage(channel, c),
    })
  }
  if (L.fallback && allowed(channel, 'fallback', locale)) {
    pages.push({
      key: 'component-fallback-demo',
      slug: 'component-fallback-demo',
      name: L.fallback.name,
      content: fallbackPage(channel, c),
    })
  }
  if (L.showcase && allowed(channel, 'showcase', locale)) {
    pages.push({
      key: 'block-showcase',
      slug: 'block-showcase',
      name: L.showcase.name,
      content: showcase(c, market),
    })
  }
  if (L.feedCalendar && allowed(channel, 'feedCalendar', locale)) {
    const p = L.feedCalendar
    pages.push({
      key: 'feed-calendar',
      slug: p.slug,
      name: p.name,
      content: feedPage('calendar', c, market, p, 'calendars'),
    })
  }
  if (cat) {
    // the locale's older article is listed on the magazine page beside the catalogue's
    const existing =
      L.article && allowed(channel, 'article', locale)
        ? [
            {
              path: `/${L.article.slug}`,
              img: L.article.hero.img,
              headline: L.article.hero.headline,
              teaser: L.article.description,
              date: L.article.date ?? '2026-10-14',
            },
          ]
        : []
    pages.push(...cataloguePages(channel, c, cat, existing))
  }
  return withStoryRelations(
    pages.map((p) => ({ ...p, content: withChannelLinks(p.content, channel, c.paths) })),
    channel,
    locale,
    c.lang,
  )
}
