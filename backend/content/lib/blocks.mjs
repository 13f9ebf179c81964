// Block builders: the Storyblok components of docs/content-model.md. `_uid`s are filled in
// later by the generator (deterministically, from the story's slug and the block's position).
import { asset } from './assets.mjs'
import { cheapestSku } from './prices.mjs'
import { richtext } from './richtext.mjs'

/** A multilink to a path inside the current market (the storefront adds sublocale prefixes). */
export function link(path) {
  return { id: '', url: path, linktype: 'url', fieldtype: 'multilink', cached_url: path }
}

/** A multilink to the other (or same) shop channel; the storefront resolves the host per market. */
export function shopLink(channel, path = '/') {
  return { id: '', url: path, channel, linktype: 'shop', fieldtype: 'multilink', cached_url: path }
}

export function colour(hex) {
  return { color: hex, hex, plugin: 'native-color-picker' }
}

export function teaserHero(hero, lang) {
  return {
    component: 'teaser-hero',
    headline: hero.headline,
    subline: hero.subline ?? '',
    image: asset(hero.img, lang),
    cta_text: hero.cta ?? '',
    cta_link: hero.cta ? link(hero.path) : link(''),
  }
}

export function uspTeaser(items) {
  return {
    component: 'usp-teaser',
    items: items.map((item) => ({ component: 'usp-item', text: item.text, icon: item.icon })),
  }
}

export function richtextBlock(source) {
  return { component: 'richtext', text: richtext(source) }
}

export function tile(item, lang) {
  return {
    component: 'tile',
    title: item.title,
    text: item.text ?? '',
    image: asset(item.img, lang),
    link: link(item.path),
    label: item.label ?? '',
    // a frame's tile: the storefront adds the frame type's 'from' price (ADR 016)
    ...(item.frameType ? { frameType: item.frameType } : {}),
  }
}

export function grid(headline, items, lang, columns) {
  return {
    component: 'grid',
    headline,
    columns: columns ?? Math.min(4, Math.max(2, items.length)),
    items: items.map((item) => tile(item, lang)),
  }
}

export function productOverview(headline, products, lang, market, showPrices = true) {
  return {
    component: 'product-overview',
    headline,
    showPrices,
    products: products.map((p) => ({
      component: 'product-card',
      name: p.name,
      text: p.text,
      image: asset(p.img, lang),
      link: link(p.path),
      currencyHint: market.currency,
      // The shop's live price of the article, or of its line's cheapest one (ADR 010); no typed price.
      ...(p.sku || p.from ? { sku: p.sku ?? cheapestSku(...p.from) } : {}),
    })),
  }
}

export function imageText(it, lang, imagePosition = 'right') {
  return {
    component: 'image-text',
    headline: it.headline,
    text: richtext(it.text),
    image: asset(it.img, lang),
    imagePosition,
  }
}

export function faq(headline, items) {
  return {
    component: 'faq',
    headline,
    items: items.map((item) => ({
      component: 'faq-item',
      question: item.q,
      answer: richtext(item.a),
    })),
  }
}

export function countdown(headline, date, text) {
  return { component: 'countdown', headline, date, text }
}

export function newsletter(copy) {
  return { component: 'newsletter', headline: copy.headline, text: copy.text }
}

export function abTest(flag, on, off) {
  return { component: 'ab-test', flag, on, off }
}

export function collagePage(copy) {
  return { component: 'collage-page', headline: copy.headline, text: copy.text }
}

export function breadcrumbs(trail) {
  return trail.map(([text, path]) => ({ component: 'breadcrumb', text, link: link(path) }))
}

/** The root `page` component. */
export function page(fields) {
  return {
    component: 'page',
    title: fields.title,
    description: fields.description ?? '',
    robots: fields.robots ?? 'index, follow',
    ...(fields.headline ? { headline: fields.headline } : {}),
    ogImages: fields.ogImages ?? [],
    useQueryParamsInCanonical: false,
    additionalSameAsLinks: fields.additionalSameAsLinks ?? '',
    activeNavigation: fields.activeNavigation ?? '',
    breadcrumbs: fields.breadcrumbs ?? [],
    teaser: fields.teaser ?? [],
    uspTeaser: fields.uspTeaser ?? [],
    calculator: fields.calculator ?? [],
    sku: fields.sku ?? '',
    body: fields.body ?? [],
    ...(fields.extra ?? {}),
  }
}
