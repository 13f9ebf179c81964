// The catalogue, service, company, legal and magazine pages every market links to from its
// chrome (issue 22): which pages there are, what copy each needs, and a check that a
// language's copy module (copy/catalogue/{lang}.mjs) has all of it. The page templates are
// in pages.mjs; the paths come from the language's base copy (`c.paths`).

/** Card-shop category pages: { name, title, description, headline, subline, intro, faq }. */
export const CARD_CATEGORY_KEYS = [
  'cards',
  'occ_birth',
  'occ_wedding',
  'occ_birthday',
  'occ_baptism',
  'occ_communion',
  'occ_confirmation',
  'occ_christmas',
  'occ_sympathy',
  'occ_thanks',
  'occ_invitation',
  'type_folded',
  'type_postcard',
  'type_panorama',
  'type_foil',
  'samples',
  'wallCalendar',
  'deskCalendar',
  'familyPlanner',
  'kitchenCalendar',
  'appointmentCalendar',
  'photobook',
  'collage',
]

/** Wall-art material pages (a calculator for the one material) and frame pages. */
export const WALLART_CATEGORY_KEYS = [
  'acrylic',
  'alu',
  'poster',
  'gallery',
  'hahnemuehle',
  'forex',
  'frames',
  'frame_wood',
  'frame_alu',
  'frame_floater',
]

/** Text pages of both channels: { name, title, description, headline, body }. */
export const INFO_KEYS = [
  'shipping',
  'payment',
  'contact',
  'about',
  'sustainability',
  'jobs',
  'press',
  'business',
  'app',
  'withdrawal',
  'imprint',
  'privacy',
  'terms',
]

/** Text pages of the wall-art channel only. */
export const WALLART_INFO_KEYS = ['compare']

export const LABEL_KEYS = [
  'occasions',
  'cardTypes',
  'calendars',
  'related',
  'faq',
  'materials',
  'frames',
  'latestArticles',
  'readArticle',
  'calculatorHeadline',
  'calculatorCta',
  'designCta',
  'bestseller',
]

const CATEGORY_FIELDS = ['name', 'title', 'description', 'headline', 'subline', 'intro']
const INFO_FIELDS = ['name', 'title', 'description', 'headline', 'body']
const ARTICLE_FIELDS = [
  'slug',
  'name',
  'title',
  'description',
  'headline',
  'subline',
  'teaser',
  'date',
  'img',
  'body',
]

function missing(object, fields, where, problems) {
  if (!object || typeof object !== 'object') {
    problems.push(`${where} is missing`)
    return
  }
  for (const field of fields) {
    const value = object[field]
    if (typeof value !== 'string' || value.trim() === '') problems.push(`${where}.${field}`)
  }
  for (const value of Object.values(object)) {
    if (typeof value === 'string' && /lorem ipsum|coming soon|\bTODO\b|\bTBD\b/.test(value))
      problems.push(`${where} has placeholder text`)
  }
}

/** Problems of one language's catalogue copy; an empty list when it is complete. */
export function catalogueProblems(cat) {
  const problems = []
  for (const key of LABEL_KEYS) {
    if (typeof cat?.labels?.[key] !== 'string') problems.push(`labels.${key}`)
  }
  for (const key of CARD_CATEGORY_KEYS) {
    missing(cat?.cards?.[key], CATEGORY_FIELDS, `cards.${key}`, problems)
    if (!Array.isArray(cat?.cards?.[key]?.faq) || cat.cards[key].faq.length < 2)
      problems.push(`cards.${key}.faq needs two or more questions`)
  }
  for (const key of WALLART_CATEGORY_KEYS) {
    missing(cat?.wallart?.[key], CATEGORY_FIELDS, `wallart.${key}`, problems)
    if (!Array.isArray(cat?.wallart?.[key]?.faq) || cat.wallart[key].faq.length < 2)
      problems.push(`wallart.${key}.faq needs two or more questions`)
  }
  for (const key of INFO_KEYS) missing(cat?.info?.[key], INFO_FIELDS, `info.${key}`, problems)
  for (const key of WALLART_INFO_KEYS)
    missing(cat?.info?.[key], INFO_FIELDS, `info.${key}`, problems)
  missing(cat?.magazine, CATEGORY_FIELDS, 'magazine', problems)
  for (const channel of ['cards', 'wallart']) {
    const list = cat?.articles?.[channel]
    if (!Array.isArray(list) || list.length < 1) problems.push(`articles.${channel}`)
    else list.forEach((a, i) => missing(a, ARTICLE_FIELDS, `articles.${channel}.${i}`, problems))
  }
  return problems
}
