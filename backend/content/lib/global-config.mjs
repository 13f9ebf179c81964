// The global-config story: logo, shop links, header, main navigation (site-chrome §3
// navigation items with flyout groups), sub-navigation strips, burger menu, footer,
// action bar and flags.
import { asset } from './assets.mjs'
import { colour, link, shopLink } from './blocks.mjs'
import {
  accessoriesTile,
  collageDesignTiles,
  defaultProductPaths,
  photobookDesignTiles,
  photoboxTiles,
} from './product-links.mjs'
import { CALENDAR_TYPES, CARD_TYPES, OCCASIONS } from './range.mjs'

// [material value, path key, tile image, burger category, badge word key]
const MATERIALS = [
  ['leinwand', 'canvas', 'tile-material-canvas', 'bestseller', ''],
  ['acrylglas', 'acrylic', 'tile-material-acrylic', 'bestseller', 'popular'],
  ['aludibond', 'alu', 'tile-material-alu', 'premium', ''],
  ['gallerybond', 'gallery', 'tile-material-gallery', 'premium', 'new'],
  ['hahnemuehle', 'hahnemuehle', 'tile-material-hahnemuehle', 'premium', ''],
  ['poster', 'poster', 'tile-material-poster', 'additional', ''],
  ['forexplatte', 'forex', 'tile-material-forex', 'additional', ''],
]
const FLYOUT_MATERIALS = ['leinwand', 'acrylglas', 'aludibond', 'poster', 'gallerybond']

function navItem(text, path, navigationType, more = {}) {
  return {
    component: 'navigation-item',
    text,
    storyblokTitle: text,
    link: link(path),
    navigationType,
    icon: more.icon ?? '',
    flyoutGroups: more.flyoutGroups ?? [],
    subNaviOnly: more.subNaviOnly ?? false,
    isOnlyInBurgerNavigation: more.isOnlyInBurgerNavigation ?? false,
    alwaysShowSubNavi: more.alwaysShowSubNavi ?? false,
    isHeadlineItem: more.isHeadlineItem ?? false,
    categoryName: more.categoryName ?? '',
    badge: more.badge ?? '',
    subItems: more.subItems ?? [],
    ...(more.label ? { label: more.label } : {}),
  }
}

function navLabel(text, background, textColour = '#ffffff') {
  return {
    labelText: text,
    labelBackgroundColor: colour(background),
    labelTextColor: colour(textColour),
  }
}

function flyoutGroup(identifier, title, type, items, badge = '') {
  return {
    component: 'flyout-group',
    flyoutGroupIdentifier: identifier,
    flyoutGroupTitle: title,
    type,
    badge,
    flyoutGroupItems: items,
    flyoutGroupItemsCustom: [],
    subFlyoutGroups: [],
  }
}

function flyoutItem(text, path, img, lang) {
  return {
    component: 'flyout-item',
    text,
    subnaviTitle: text,
    link: link(path),
    asset: asset(img, lang),
    linkOnlyImage: false,
    typeOverride: '',
  }
}

/** A flyout item from a page tile ({ img, title, path }). */
function tileItem(item, lang) {
  return flyoutItem(item.title, item.path, item.img, lang)
}

/**
 * A product's navigation item whose flyout (and burger list) shows its designs, each opening
 * its design-group page.
 */
function designsItem(text, path, navigationType, title, designs, lang) {
  return navItem(text, path, navigationType, {
    flyoutGroups: [
      flyoutGroup(
        `${navigationType}-designs`,
        title,
        'square-image',
        designs.map((item) => tileItem(item, lang)),
      ),
    ],
    subItems: [
      navItem(text, path, navigationType),
      ...designs.map((item) => navItem(item.title, item.path, navigationType)),
    ],
  })
}

function subNavElement(id, type, text, path, img, lang, label = '') {
  return {
    component: 'sub-navigation-element',
    id,
    type,
    text,
    label,
    link: path ? link(path) : link(''),
    ...(img ? { image: asset(img, lang) } : {}),
  }
}

function cardsNavigation(c) {
  const { paths: P, nav, lang } = c
  const occasionItems = OCCASIONS.map((k) => [c.occasions[k], P[`occ_${k}`], `tile-occasion-${k}`])
  const typeItems = CARD_TYPES.map((k) => [c.cardTypes[k], P[`type_${k}`], `tile-card-${k}`])
  const photobooks = photobookDesignTiles('cards', lang)
  const collages = collageDesignTiles('cards', lang, c.productLinks.photos)
  const calendarItems = CALENDAR_TYPES.map(([value, pathKey, img]) => [
    c.calendarTypes[value],
    P[pathKey],
    img,
  ])

  const mainNavigation = [
    navItem(nav.cards, P.cards, 'cards', {
      alwaysShowSubNavi: true,
      flyoutGroups: [
        flyoutGroup(
          'occasions',
          nav.occasions,
          'circle',
          occasionItems.map(([t, p, i]) => flyoutItem(t, p, i, lang)),
        ),
        flyoutGroup(
          'card-types',
          nav.cardTypes,
          'square',
          typeItems.map(([t, p, i]) => flyoutItem(t, p, i, lang)),
        ),
        flyoutGroup('accessories', c.productLinks.more, 'square', [
          flyoutItem(nav.samples, P.samples, 'tile-card-folded', lang),
          tileItem(accessoriesTile('cards', c), lang),
        ]),
      ],
      subItems: [
        navItem(nav.allCards, P.cards, 'cards'),
        navItem(nav.occasions, P.cards, 'cards', {
          isHeadlineItem: true,
          subItems: occasionItems.map(([t, p]) => navItem(t, p, 'cards')),
        }),
        navItem(nav.cardTypes, P.cards, 'cards', {
          isHeadlineItem: true,
          subItems: typeItems.map(([t, p]) => navItem(t, p, 'cards')),
        }),
        navItem(nav.samples, P.samples, 'cards', { badge: c.words.new }),
        navItem(c.productLinks.accessories, P.accessories, 'cards'),
      ],
    }),
    navItem(nav.calendars, P.calendar, 'calendars', {
      label: navLabel('2027', '#0b6e4f'),
      flyoutGroups: [
        flyoutGroup(
          'calendar-types',
          nav.calendarTypes,
          'square-image',
          calendarItems.map(([t, p, i]) => flyoutItem(t, p, i, lang)),
        ),
      ],
      subItems: [
        navItem(nav.allCalendars, P.calendar, 'calendars'),
        ...calendarItems.map(([t, p]) => navItem(t, p, 'calendars')),
      ],
    }),
    designsItem(
      nav.photobooks,
      P.photobook,
      'photobooks',
      c.productLinks.photobookDesigns,
      photobooks,
      lang,
    ),
    navItem(nav.prints, P.prints, 'prints', {
      flyoutGroups: [
        flyoutGroup('prints', nav.prints, 'square-image', [
          flyoutItem(nav.printsShort, P.prints, 'tile-photo-prints', lang),
          flyoutItem(nav.box, P.box, 'tile-photobox', lang),
        ]),
        flyoutGroup(
          'photobox-sizes',
          c.productLinks.sizes,
          'square-image',
          photoboxTiles(c).map((item) => tileItem(item, lang)),
        ),
      ],
      subItems: [navItem(nav.printsShort, P.prints, 'prints'), navItem(nav.box, P.box, 'prints')],
    }),
    designsItem(nav.collages, P.collage, 'collages', c.productLinks.collageDesigns, collages, lang),
    navItem(nav.vouchers, P.vouchers, 'vouchers'),
    navItem(nav.magazine, P.magazine, 'magazine'),
    navItem(nav.business, P.business, 'business', { isOnlyInBurgerNavigation: true }),
  ]

  const subNavigation = [
    {
      component: 'sub-navigation',
      navigationType: 'cards',
      alwaysShowSubNavi: true,
      elements: [
        subNavElement('occasions', 'category', nav.occasions, '', null, lang),
        ...OCCASIONS.map((k, i) =>
          subNavElement(
            `occasion-${k}`,
            'circle',
            c.occasions[k],
            P[`occ_${k}`],
            `tile-occasion-${k}`,
            lang,
            i === 6 ? c.words.popular : '',
          ),
        ),
        subNavElement('card-types', 'category', nav.cardTypes, '', null, lang),
        ...CARD_TYPES.map((k) =>
          subNavElement(
            `card-type-${k}`,
            'square',
            c.cardTypes[k],
            P[`type_${k}`],
            `tile-card-${k}`,
            lang,
          ),
        ),
      ],
    },
    {
      component: 'sub-navigation',
      navigationType: 'calendars',
      alwaysShowSubNavi: false,
      elements: CALENDAR_TYPES.map(([value, pathKey, img]) =>
        subNavElement(
          `calendar-${value}`,
          'square-image',
          c.calendarTypes[value],
          P[pathKey],
          img,
          lang,
        ),
      ),
    },
    {
      component: 'sub-navigation',
      navigationType: 'prints',
      alwaysShowSubNavi: false,
      elements: [
        subNavElement(
          'prints',
          'square-image',
          nav.printsShort,
          P.prints,
          'tile-photo-prints',
          lang,
        ),
        subNavElement(
          'photobox',
          'square-image',
          nav.box,
          P.box,
          'tile-photobox',
          lang,
          c.words.bestseller,
        ),
        subNavElement('collage', 'square-image', nav.collages, P.collage, 'tile-collage', lang),
      ],
    },
  ]
  return { mainNavigation, subNavigation }
}

function wallartNavigation(c) {
  const { paths: P, nav, lang, words } = c
  const defaults = defaultProductPaths('wallart')
  const materialItem = (value) => MATERIALS.find((m) => m[0] === value)
  const frameItems = Object.entries(c.frameTypes).map(([key, text]) => [
    text,
    `${P.frames}/${c.framePaths[key]}`,
  ])

  const burgerList = [
    navItem(nav.allWallart, P.wallart, 'wallart'),
    ...MATERIALS.map(([value, pathKey, , categoryName, badgeKey]) =>
      navItem(c.materials[value], P[pathKey], 'wallart', {
        categoryName,
        badge: badgeKey ? words[badgeKey] : '',
      }),
    ),
    navItem(nav.frames, P.frames, 'frames', { categoryName: 'additional' }),
  ]

  const materialTiles = MATERIALS.map(([value, pathKey, img], i) =>
    subNavElement(
      `material-${value}`,
      'square-image',
      c.materials[value],
      P[pathKey],
      img,
      lang,
      i === 0 ? words.bestseller : '',
    ),
  )

  const mainNavigation = [
    navItem(nav.wallart, P.wallart, 'wallart', {
      alwaysShowSubNavi: true,
      flyoutGroups: [
        flyoutGroup(
          'materials',
          nav.materials,
          'square-image',
          FLYOUT_MATERIALS.map((value) => {
            const [, pathKey, img] = materialItem(value)
            return flyoutItem(c.materials[value], P[pathKey], img, lang)
          }),
        ),
        flyoutGroup(
          'frames',
          nav.frames,
          'square',
          frameItems.map(([t, p]) => flyoutItem(t, p, 'tile-frames', lang)),
        ),
      ],
      subItems: burgerList,
    }),
    navItem(c.materials.leinwand, P.canvas, 'canvas', {
      label: navLabel(words.bestseller, '#0b6e4f'),
    }),
    navItem(c.materials.acrylglas, P.acrylic, 'acrylic'),
    navItem(c.materials.aludibond, P.alu, 'alu'),
    navItem(c.materials.poster, P.poster, 'poster'),
    navItem(nav.frames, P.frames, 'frames', {
      subItems: frameItems.map(([t, p]) => navItem(t, p, 'frames')),
    }),
    designsItem(
      nav.photobooks,
      defaults.photobook,
      'photobooks',
      c.productLinks.photobookDesigns,
      photobookDesignTiles('wallart', lang),
      lang,
    ),
    designsItem(
      nav.collages,
      defaults.collage,
      'collages',
      c.productLinks.collageDesigns,
      collageDesignTiles('wallart', lang, c.productLinks.photos),
      lang,
    ),
    navItem(c.productLinks.wallartAccessories, P.accessories, 'accessories'),
    navItem(nav.magazine, P.magazine, 'magazine'),
    navItem(nav.compare, P.compare, 'wallart', { isOnlyInBurgerNavigation: true }),
    navItem(nav.business, P.business, 'business', { isOnlyInBurgerNavigation: true }),
  ]

  const subNavigation = [
    {
      component: 'sub-navigation',
      navigationType: 'wallart',
      alwaysShowSubNavi: true,
      elements: [
        subNavElement('materials', 'category', nav.materials, '', null, lang),
        ...materialTiles,
        subNavElement('frames', 'category', nav.frames, '', null, lang),
        ...frameItems.map(([t, p], i) =>
          subNavElement(`frame-${i}`, 'square', t, p, 'tile-frames', lang),
        ),
      ],
    },
    ...['canvas', 'acrylic', 'alu', 'poster'].map((navigationType) => ({
      component: 'sub-navigation',
      navigationType,
      alwaysShowSubNavi: false,
      elements: materialTiles,
    })),
  ]
  return { mainNavigation, subNavigation }
}

export function globalConfig(channel, c, market) {
  const { paths: P } = c
  const { mainNavigation, subNavigation } =
    channel === 'cards' ? cardsNavigation(c) : wallartNavigation(c)
  const f = c.footer.links
  const footerLink = (text, path) => ({ component: 'footer-link', text, link: link(path) })
  const legal = [
    footerLink(f.imprint, P.imprint),
    footerLink(f.privacy, P.privacy),
    footerLink(f.terms, P.terms),
  ]
  const extraMenu = [
    { text: c.burger.account, path: P.account, icon: 'account' },
    ...(channel === 'cards' ? [{ text: c.burger.wishlist, path: P.wishlist, icon: 'heart' }] : []),
    { text: c.burger.orders, path: P.orders, icon: 'package' },
    { text: c.burger.vouchers, path: P.redeem, icon: 'gift' },
    // apps are offered on the wall-art channel only, except in the US market
    ...(channel === 'wallart' && !market.us
      ? [{ text: c.burger.app, path: P.app, icon: 'phone' }]
      : []),
    { text: c.burger.help, path: P.faq, icon: 'service' },
  ].map((item) => ({
    component: 'burger-menu-item',
    text: item.text,
    link: link(item.path),
    icon: item.icon,
  }))

  return {
    component: 'global-config',
    logo: { text: 'Printhaus', link: link(P.home) },
    shopLinks: [
      {
        component: 'shop-link',
        text: c.shopLinks.cards,
        link: shopLink('cards'),
        color: '#0b6e4f',
        icon: 'cards',
      },
      {
        component: 'shop-link',
        text: c.shopLinks.wallart,
        link: shopLink('wallart'),
        color: '#1e3a5f',
        icon: 'wallart',
      },
    ],
    header: {
      magazine: {
        type: 'magazine',
        text: c.header.magazine,
        icon: 'magazine',
        link: link(P.magazine),
      },
      service: { type: 'service', text: c.header.service, icon: 'service', link: link(P.faq) },
      account: { type: 'account', text: c.header.account, icon: 'account', link: link(P.account) },
      cart: { type: 'cart', text: c.header.cart, icon: 'cart', link: link(P.cart) },
      serviceHotline: market.hotline,
    },
    mainNavigation,
    subNavigation,
    burger: {
      extraMenu,
      serviceHotline: market.hotline,
      serviceText: c.serviceText,
      footer: legal,
    },
    footer: {
      columns: [
        {
          component: 'footer-column',
          title: c.footer.service,
          links: [
            footerLink(f.faq, P.faq),
            footerLink(f.shipping, P.shipping),
            footerLink(f.payment, P.payment),
            footerLink(f.contact, P.contact),
            footerLink(f.business, P.business),
          ],
        },
        {
          component: 'footer-column',
          title: c.footer.about,
          links: [
            footerLink(f.about, P.about),
            footerLink(f.sustainability, P.sustainability),
            footerLink(f.jobs, P.jobs),
            footerLink(f.press, P.press),
            footerLink(f.magazine, P.magazine),
            // the app's page: the burger links it on wall art only, the footer on both channels
            footerLink(c.burger.app, P.app),
          ],
        },
        {
          component: 'footer-column',
          title: c.footer.legal,
          links: [
            footerLink(f.imprint, P.imprint),
            footerLink(f.privacy, P.privacy),
            footerLink(f.terms, P.terms),
            footerLink(f.withdrawal, P.withdrawal),
          ],
        },
      ],
      legal,
      copyright: c.footer.copyright,
    },
    actionBar: { text: c.actionBar[channel].text, link: link(c.actionBar[channel].path) },
    // Flags the chrome evaluates on every page of the channel (pages name their own).
    flags: channel === 'wallart' ? ['product_matrix_wallart'] : [],
  }
}
