// Stories that point at other stories, and the wall-art pages' product views (ADR 007):
// - the global config's first flyout gets a "featured" group whose items name magazine
//   articles by uuid (`flyout-item.fullStoryData`, resolved with resolve_relations);
// - the error story lists related pages by uuid (`related-pages.stories`) and links on with a
//   story multilink (`moreLink`, resolved with resolve_links);
// - wall-art material and frame pages get a `product-views` block (the media library's views
//   of their material or frame) and material pages a `room-mockup` block.
// Applied to a market's finished page list, where every story's full slug is known.
import { uuidFrom } from './ids.mjs'

const TEXT = {
  de: {
    featured: 'Inspiration',
    related: 'Vielleicht hilft dir das weiter',
    more: 'Alle Fragen und Antworten',
    views: 'Ansichten',
    mockup: 'So wirkt dein Format an der Wand',
    mockupText: 'Wähle oben ein Format: Der Raum zeigt dein Bild in der passenden Größe.',
  },
  en: {
    featured: 'Inspiration',
    related: 'These pages may help',
    more: 'All questions and answers',
    views: 'Views',
    mockup: 'Your size on the wall',
    mockupText: 'Choose a size above: the room shows your picture at that scale.',
  },
  fr: {
    featured: 'Inspiration',
    related: 'Ces pages peuvent vous aider',
    more: 'Toutes les questions et réponses',
    views: 'Vues',
    mockup: 'Votre format au mur',
    mockupText: 'Choisissez un format ci-dessus : la pièce montre votre image à cette échelle.',
  },
  it: {
    featured: 'Ispirazione',
    related: 'Queste pagine possono aiutarti',
    more: 'Tutte le domande e risposte',
    views: 'Viste',
    mockup: 'Il tuo formato alla parete',
    mockupText: 'Scegli un formato qui sopra: la stanza mostra la tua immagine in quella misura.',
  },
  es: {
    featured: 'Inspiración',
    related: 'Estas páginas pueden ayudarte',
    more: 'Todas las preguntas y respuestas',
    views: 'Vistas',
    mockup: 'Tu formato en la pared',
    mockupText: 'Elige un formato arriba: la habitación muestra tu imagen a esa escala.',
  },
  nl: {
    featured: 'Inspiratie',
    related: 'Deze pagina’s helpen je misschien verder',
    more: 'Alle vragen en antwoorden',
    views: 'Aanzichten',
    mockup: 'Jouw formaat aan de muur',
    mockupText: 'Kies hierboven een formaat: de kamer toont je afbeelding op die schaal.',
  },
}

/** Wall-art page key → the material its calculator sells, or the frame it presents. */
const MATERIAL_OF_PAGE = {
  canvas: 'leinwand',
  'catalogue:acrylic': 'acrylglas',
  'catalogue:alu': 'aludibond',
  'catalogue:poster': 'poster',
  'catalogue:gallery': 'gallerybond',
  'catalogue:hahnemuehle': 'hahnemuehle',
  'catalogue:forex': 'forexplatte',
}
const FRAME_OF_PAGE = {
  'catalogue:frames': 'holzrahmen',
  'catalogue:frame_wood': 'holzrahmen',
  'catalogue:frame_alu': 'alurahmen',
  'catalogue:frame_floater': 'schattenfuge-leinwand',
}

/** The related pages of the error story, by page key, in this order when they exist. */
const RELATED = {
  cards: ['calendar', 'catalogue:cards', 'catalogue:photobook', 'magazine'],
  wallart: ['wallart', 'canvas', 'catalogue:frames', 'magazine'],
}

function storyLink(uuid, fullSlug) {
  return { id: uuid, url: '', linktype: 'story', fieldtype: 'multilink', cached_url: fullSlug }
}

/**
 * Adds the relations and the product-view blocks to one market's pages ({ key, slug, content }).
 * Returns new page objects; pages it does not touch are returned as they are.
 */
export function withStoryRelations(pages, channel, locale, lang) {
  const t = TEXT[lang] ?? TEXT.en
  const fullSlugOf = (page) => `${channel}/${locale}/${page.slug}`
  const uuidOf = (page) => uuidFrom(`story:${fullSlugOf(page)}`)
  const byKey = new Map(pages.map((page) => [page.key, page]))
  const articles = pages.filter((page) => page.key.startsWith(`article:${channel}:`)).slice(0, 3)
  const related = RELATED[channel].map((key) => byKey.get(key)).filter(Boolean)
  const faq = byKey.get('faq')

  return pages.map((page) => {
    if (page.key === 'global-config' && articles.length > 0) {
      const [first, ...rest] = page.content.mainNavigation
      const featured = {
        component: 'flyout-group',
        flyoutGroupIdentifier: 'featured',
        flyoutGroupTitle: t.featured,
        type: 'square-image',
        badge: '',
        flyoutGroupItems: articles.map((article) => ({
          component: 'flyout-item',
          fullStoryData: uuidOf(article),
          linkOnlyImage: false,
          typeOverride: '',
        })),
        flyoutGroupItemsCustom: [],
        subFlyoutGroups: [],
      }
      const withFeatured = { ...first, flyoutGroups: [...first.flyoutGroups, featured] }
      return { ...page, content: { ...page.content, mainNavigation: [withFeatured, ...rest] } }
    }
    if (page.key === 'error' && related.length > 0) {
      const block = {
        component: 'related-pages',
        headline: t.related,
        stories: related.map(uuidOf),
        moreText: faq ? t.more : '',
        moreLink: faq ? storyLink(uuidOf(faq), fullSlugOf(faq)) : storyLink('', ''),
      }
      return { ...page, content: { ...page.content, body: [...page.content.body, block] } }
    }
    if (channel !== 'wallart') return page
    const material = MATERIAL_OF_PAGE[page.key]
    const frameType = FRAME_OF_PAGE[page.key]
    const blocks = []
    if (material || frameType) {
      blocks.push({
        component: 'product-views',
        headline: t.views,
        material: material ?? '',
        frameType: frameType ?? '',
        productName: page.name,
      })
    }
    if (material || page.key === 'wallart') {
      blocks.push({ component: 'room-mockup', headline: t.mockup, text: t.mockupText })
    }
    if (blocks.length === 0) return page
    const [intro, ...body] = page.content.body
    return { ...page, content: { ...page.content, body: [intro, ...blocks, ...body] } }
  })
}
