// Page templates of the catalogue (lib/catalogue.mjs): card and calendar categories, wall-art
// materials and frames, service, company and legal pages, the magazine and its articles. Every
// page links on to its neighbours, so a shopper can browse the whole range from any of them.
import { asset } from './assets.mjs'
import {
  breadcrumbs,
  faq,
  grid,
  newsletter,
  page,
  richtextBlock,
  teaserHero,
  uspTeaser,
} from './blocks.mjs'
import { calendarTypeCalculator, frameCalculator, materialCalculator } from './calculators.mjs'
import {
  CARD_CATEGORY_KEYS,
  INFO_KEYS,
  WALLART_CATEGORY_KEYS,
  WALLART_INFO_KEYS,
} from './catalogue.mjs'
import {
  accessoriesTile,
  calendarDesignTiles,
  collageDesignTiles,
  materialSizesText,
  photobookDesignTiles,
} from './product-links.mjs'
import { CALENDAR_TYPES, CARD_TYPES, OCCASIONS } from './range.mjs'

/** Wall-art materials: page key, calculator material, tile image, navigation id. */
const MATERIALS = [
  ['canvas', 'leinwand', 'tile-material-canvas', 'canvas'],
  ['acrylic', 'acrylglas', 'tile-material-acrylic', 'acrylic'],
  ['alu', 'aludibond', 'tile-material-alu', 'alu'],
  ['poster', 'poster', 'tile-material-poster', 'poster'],
  ['gallery', 'gallerybond', 'tile-material-gallery', 'wallart'],
  ['hahnemuehle', 'hahnemuehle', 'tile-material-hahnemuehle', 'wallart'],
  ['forex', 'forexplatte', 'tile-material-forex', 'wallart'],
]
const MATERIAL_HERO = {
  acrylic: 'hero-acrylic',
  alu: 'hero-wallart-gallery',
  poster: 'hero-framed-poster',
  gallery: 'hero-wallart-gallery',
  hahnemuehle: 'hero-framed-poster',
  forex: 'hero-canvas-livingroom',
}
const FRAMES = [
  ['frame_wood', 'wood'],
  ['frame_alu', 'alu'],
  ['frame_floater', 'floater'],
]
/** The frame type each frame page is about (the overview: the wooden frame), ADR 016. */
const FRAME_TYPES = {
  frames: 'holzrahmen',
  frame_wood: 'holzrahmen',
  frame_alu: 'alurahmen',
  frame_floater: 'schattenfuge-leinwand',
}

/** The path of a catalogue page: the language's base copy path, or a frame's sub-path. */
export function cataloguePath(c, key) {
  const frame = FRAMES.find(([k]) => k === key)
  if (frame) return `${c.paths.frames}/${c.framePaths[frame[1]]}`
  const path = c.paths[key]
  if (!path) throw new Error(`no path for catalogue page ${key}`)
  return path
}

const slugOf = (path) => path.replace(/^\//, '')

function tiles(c, cat, group, keys, imgOf) {
  return keys.map((key) => ({
    img: imgOf(key),
    title: group[key].name,
    text: group[key].subline,
    path: cataloguePath(c, key),
  }))
}

function heroOf(entry, img, cta, path) {
  return { img, headline: entry.headline, subline: entry.subline, cta, path }
}

/**
 * A category page: hero, USPs, the calculator if any, the body the template chose, then the
 * page's questions and the newsletter; the breadcrumbs end at the page itself.
 */
function categoryPage(c, cat, key, e, { hero, nav, trail, body, usps, calculator = [] }) {
  const lang = c.lang
  return page({
    title: e.title,
    description: e.description,
    ogImages: [asset(hero.img, lang)],
    activeNavigation: nav,
    breadcrumbs: breadcrumbs([...trail, [e.name, cataloguePath(c, key)]]),
    teaser: [teaserHero(hero, lang)],
    uspTeaser: [uspTeaser(usps)],
    calculator,
    body: [...body, faq(cat.labels.faq, e.faq), newsletter(c.newsletter)],
  })
}

// ---------------------------------------------------------------- the card shop

/** The card list's occasion ids (the shop's vocabulary, ADR 011) for the range's occasion keys. */
const listOccasion = (occasion) =>
  ({ sympathy: 'condolence', thanks: 'thank-you' })[occasion] ?? occasion

/** The `card-list` block: the storefront lists the designs of `occasion` (empty: all). */
function cardList(occasion) {
  return { component: 'card-list', occasion }
}

function cardPage(key, c, cat) {
  const lang = c.lang
  const L = cat.labels
  const e = cat.cards[key]
  const occasionKeys = OCCASIONS.map((k) => `occ_${k}`)
  const typeKeys = [...CARD_TYPES.map((k) => `type_${k}`), 'samples']
  const cardImg = (k) =>
    k === 'samples'
      ? 'tile-card-folded'
      : k.startsWith('occ_')
        ? `tile-occasion-${k.slice(4)}`
        : `tile-card-${k.slice(5)}`
  const calendarKeys = CALENDAR_TYPES.map(([, k]) => k)
  const calendarImg = (k) => CALENDAR_TYPES.find(([, ck]) => ck === k)[2]
  const trail = [[c.words.home, c.paths.home]]
  let hero
  let nav
  let calculatorBlocks = []
  const body = [richtextBlock(e.intro)]

  if (key === 'cards' || occasionKeys.includes(key) || typeKeys.includes(key)) {
    nav = 'cards'
    hero = heroOf(e, 'hero-cards-stack', L.designCta, '/configurator-card')
    if (key !== 'cards') trail.push([cat.cards.cards.name, c.paths.cards])
    // the card designs of the page's occasion (all of them on the overview), ADR 015
    if (key === 'cards' || occasionKeys.includes(key))
      body.push(cardList(key === 'cards' ? '' : listOccasion(key.slice(4))))
    const others = (keys) => keys.filter((k) => k !== key)
    if (key === 'cards' || typeKeys.includes(key))
      body.push(grid(L.occasions, tiles(c, cat, cat.cards, others(occasionKeys), cardImg), lang, 4))
    if (key === 'cards' || occasionKeys.includes(key))
      body.push(grid(L.cardTypes, tiles(c, cat, cat.cards, others(typeKeys), cardImg), lang, 4))
    if (occasionKeys.includes(key)) {
      // three neighbouring occasions, so every occasion page links on to others
      const i = occasionKeys.indexOf(key)
      const next = [1, 2, 3].map((d) => occasionKeys[(i + d) % occasionKeys.length])
      body.push(grid(L.related, tiles(c, cat, cat.cards, next, cardImg), lang, 3))
    }
    // accessories and free samples go with every card order
    if (key === 'cards' || key === 'samples')
      body.push(grid(c.productLinks.more, [accessoriesTile('cards', c)], lang, 3))
  } else if (calendarKeys.includes(key)) {
    nav = 'calendars'
    // the page's calculator holds its type alone; its call to action hands the type on
    hero = heroOf(
      e,
      key === 'deskCalendar' ? 'hero-calendar-desk' : 'hero-calendar-wall',
      L.designCta,
      '#calculator',
    )
    calculatorBlocks = [
      calendarTypeCalculator(
        CALENDAR_TYPES.find(([, k]) => k === key)[0],
        c.cards.calendar.calculator,
        c,
      ),
    ]
    trail.push([c.cards.calendar.name, c.paths.calendar])
    body.push(grid(c.productLinks.calendarDesigns, calendarDesignTiles('cards', lang), lang, 3))
    body.push(
      grid(
        L.calendars,
        tiles(
          c,
          cat,
          cat.cards,
          calendarKeys.filter((k) => k !== key),
          calendarImg,
        ),
        lang,
        4,
      ),
    )
  } else {
    // photo books and collages
    nav = key === 'photobook' ? 'photobooks' : 'collages'
    hero = heroOf(
      e,
      key === 'photobook' ? 'hero-photobook' : 'hero-photo-prints',
      L.designCta,
      key === 'photobook' ? '/configurator-photobook' : '/configurator-collage',
    )
    const other = key === 'photobook' ? 'collage' : 'photobook'
    // every design of the product, each opening its design-group page
    body.push(
      key === 'photobook'
        ? grid(c.productLinks.photobookDesigns, photobookDesignTiles('cards', lang), lang, 3)
        : grid(
            c.productLinks.collageDesigns,
            collageDesignTiles('cards', lang, c.productLinks.photos),
            lang,
            3,
          ),
    )
    body.push(
      grid(
        L.related,
        [
          {
            img: `tile-${other}`,
            title: cat.cards[other].name,
            text: cat.cards[other].subline,
            path: c.paths[other],
          },
          {
            img: 'tile-calendar-wall',
            title: c.cards.calendar.name,
            text: c.cards.calendar.hero.subline,
            path: c.paths.calendar,
          },
          {
            img: 'tile-photo-prints',
            title: c.nav.printsShort,
            text: c.cards.home.categories.find((t) => t.path === c.paths.prints)?.text ?? '',
            path: c.paths.prints,
          },
        ],
        lang,
        3,
      ),
    )
  }
  return categoryPage(c, cat, key, e, {
    hero,
    nav,
    trail,
    body,
    usps: c.usps.cards,
    calculator: calculatorBlocks,
  })
}

// ---------------------------------------------------------------- the wall-art shop

function materialTiles(c, cat, exceptKey) {
  return MATERIALS.filter(([key]) => key !== exceptKey).map(([key, , img]) => ({
    img,
    title: c.materials[MATERIALS.find(([k]) => k === key)[1]],
    text: key === 'canvas' ? c.wallart.canvas.hero.subline : cat.wallart[key].subline,
    path: c.paths[key],
  }))
}

function wallartPage(key, c, cat) {
  const lang = c.lang
  const L = cat.labels
  const e = cat.wallart[key]
  const trail = [[c.words.home, c.paths.home]]
  const body = [richtextBlock(e.intro)]
  const material = MATERIALS.find(([k]) => k === key)
  let hero
  let calculatorBlocks = []
  let nav
  if (material) {
    nav = material[3]
    hero = heroOf(e, MATERIAL_HERO[key], L.designCta, '#calculator')
    trail.push([c.wallart.wallart.name, c.paths.wallart])
    calculatorBlocks = [
      materialCalculator(
        material[1],
        { headline: L.calculatorHeadline, cta: L.calculatorCta, labels: [L.bestseller] },
        c,
      ),
    ]
    body.push(richtextBlock(materialSizesText(material[1], c)))
    body.push(grid(L.materials, materialTiles(c, cat, key), lang, 3))
  } else {
    nav = 'frames'
    // the call to action opens the photo-frame selection for the page's frame (ADR 016)
    hero = heroOf(e, 'hero-framed-poster', L.designCta, `/products?frameType=${FRAME_TYPES[key]}`)
    if (key !== 'frames') trail.push([cat.wallart.frames.name, c.paths.frames])
    calculatorBlocks = [
      frameCalculator(
        FRAME_TYPES[key],
        { headline: L.calculatorHeadline, cta: L.calculatorCta, labels: [L.bestseller] },
        c,
      ),
    ]
    const frameKeys = FRAMES.map(([k]) => k).filter((k) => k !== key)
    body.push(
      grid(
        L.frames,
        tiles(c, cat, cat.wallart, frameKeys, () => 'tile-frames').map((t, i) => ({
          ...t,
          frameType: FRAME_TYPES[frameKeys[i]],
        })),
        lang,
        3,
      ),
    )
    body.push(
      grid(
        L.materials,
        materialTiles(c, cat, 'none').filter((t) =>
          [c.paths.poster, c.paths.hahnemuehle, c.paths.canvas].includes(t.path),
        ),
        lang,
        3,
      ),
    )
  }
  return categoryPage(c, cat, key, e, {
    hero,
    nav,
    trail,
    body,
    usps: c.usps.wallart,
    calculator: calculatorBlocks,
  })
}

// ---------------------------------------------------------------- text pages and magazine

function infoPage(key, c, cat) {
  const e = cat.info[key]
  return page({
    title: e.title,
    description: e.description,
    activeNavigation: key === 'business' ? 'business' : '',
    headline: e.headline,
    breadcrumbs: breadcrumbs([
      [c.words.home, c.paths.home],
      [e.name, c.paths[key]],
    ]),
    body: [richtextBlock(e.body)],
  })
}

function articlePath(c, a) {
  return `${c.paths.magazine}/${a.slug}`
}

function magazinePage(channel, c, cat, articles) {
  const lang = c.lang
  const e = cat.magazine
  const img = channel === 'cards' ? 'mag-calendar-planning' : 'mag-hanging-tools'
  return page({
    title: e.title,
    description: e.description,
    ogImages: [asset(img, lang)],
    activeNavigation: 'magazine',
    breadcrumbs: breadcrumbs([
      [c.words.home, c.paths.home],
      [e.name, c.paths.magazine],
    ]),
    teaser: [teaserHero({ img, headline: e.headline, subline: e.subline }, lang)],
    body: [
      richtextBlock(e.intro),
      grid(
        cat.labels.latestArticles,
        articles.map((a) => ({ img: a.img, title: a.headline, text: a.teaser, path: a.path })),
        lang,
        3,
      ),
      newsletter(c.newsletter),
    ],
  })
}

function articlePage(c, cat, a, others) {
  const lang = c.lang
  return page({
    title: a.title,
    description: a.description,
    ogImages: [asset(a.img, lang)],
    activeNavigation: 'magazine',
    breadcrumbs: breadcrumbs([
      [c.words.home, c.paths.home],
      [cat.magazine.name, c.paths.magazine],
      [a.name, a.path],
    ]),
    teaser: [teaserHero({ img: a.img, headline: a.headline, subline: a.subline }, lang)],
    body: [
      richtextBlock(a.body),
      ...(others.length
        ? [
            grid(
              cat.labels.latestArticles,
              others.map((o) => ({ img: o.img, title: o.headline, text: o.teaser, path: o.path })),
              lang,
              Math.min(3, Math.max(2, others.length)),
            ),
          ]
        : []),
      newsletter(c.newsletter),
    ],
  })
}

/**
 * The catalogue's page specs of one channel in one content locale. `existingArticles` are the
 * locale's older magazine articles ({ key, slug, name, headline, teaser, img, path }), listed
 * on the magazine page too.
 */
export function cataloguePages(channel, c, cat, existingArticles = []) {
  const pages = []
  const keys = channel === 'cards' ? CARD_CATEGORY_KEYS : WALLART_CATEGORY_KEYS
  for (const key of keys) {
    const e = channel === 'cards' ? cat.cards[key] : cat.wallart[key]
    pages.push({
      key: `catalogue:${key}`,
      slug: slugOf(cataloguePath(c, key)),
      name: e.name,
      content: channel === 'cards' ? cardPage(key, c, cat) : wallartPage(key, c, cat),
    })
  }
  for (const key of [...INFO_KEYS, ...(channel === 'wallart' ? WALLART_INFO_KEYS : [])]) {
    pages.push({
      key: `info:${key}`,
      slug: slugOf(c.paths[key]),
      name: cat.info[key].name,
      content: infoPage(key, c, cat),
    })
  }
  const articles = [
    ...cat.articles[channel].map((a) => ({
      ...a,
      key: `article:${a.slug}`,
      path: articlePath(c, a),
    })),
    ...existingArticles,
  ].sort((a, b) => String(b.date ?? '').localeCompare(String(a.date ?? '')))
  pages.push({
    key: 'magazine',
    slug: slugOf(c.paths.magazine),
    name: cat.magazine.name,
    content: magazinePage(channel, c, cat, articles),
  })
  for (const a of cat.articles[channel]) {
    const self = { ...a, path: articlePath(c, a) }
    pages.push({
      key: `article:${channel}:${a.slug}`,
      slug: slugOf(self.path),
      name: a.name,
      sortByDate: a.date,
      tags: ['magazine'],
      content: articlePage(c, cat, self, articles.filter((o) => o.path !== self.path).slice(0, 3)),
    })
  }
  return pages
}
