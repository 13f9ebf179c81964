import { describe, expect, it } from 'vitest'
import { compactCmsData, compactStoryContent } from './browser-data.server'
import { chromeConfig, GlobalConfigSchema } from './global-config.server'

const asset = {
  id: 88413062,
  alt: 'Karte mit Fußabdrücken',
  name: '',
  focus: '',
  title: '',
  source: '',
  filename: 'https://a.storyblok.com/f/287465/300x300/122bce1538/tile-occasion-birth.jpg',
  copyright: '© Printhaus',
  fieldtype: 'asset',
  meta_data: {},
  is_external_url: false,
}
const link = {
  id: '',
  url: '/geburtskarten',
  linktype: 'url',
  fieldtype: 'multilink',
  cached_url: '/geburtskarten',
}

describe('route data for the browser: what components read, not the CMS bookkeeping', () => {
  it('assets keep filename and alt; links keep linktype and the url they resolve to', () => {
    expect(compactCmsData({ image: asset, link })).toEqual({
      image: { alt: 'Karte mit Fußabdrücken', filename: asset.filename },
      link: { url: '/geburtskarten', linktype: 'url' },
    })
    // A cached_url that differs from url (or stands alone) stays: links resolve `url ||
    // cached_url`.
    expect(compactCmsData({ linktype: 'story', url: '', cached_url: 'de/karten' })).toEqual({
      linktype: 'story',
      url: '',
      cached_url: 'de/karten',
    })
  })

  it('stories keep block types, uids, empty texts and switches (blocks may read them)', () => {
    const content = {
      _uid: 'p',
      component: 'page',
      body: [
        {
          _uid: 't',
          component: 'tile',
          title: 'Karten',
          text: '',
          highlighted: false,
          image: asset,
        },
      ],
    }
    expect(compactStoryContent(content)).toEqual({
      _uid: 'p',
      component: 'page',
      body: [
        {
          _uid: 't',
          component: 'tile',
          title: 'Karten',
          text: '',
          highlighted: false,
          image: { alt: asset.alt, filename: asset.filename },
        },
      ],
    })
    expect(compactStoryContent(content)).toBe(compactStoryContent(content))
  })

  it('the chrome’s config drops block types, editor titles, empty texts, false switches and the flag names', () => {
    const config = GlobalConfigSchema.parse({
      mainNavigation: [
        {
          _uid: 'n',
          component: 'navigation-item',
          storyblokTitle: 'Karten',
          text: 'Karten',
          icon: '',
          subNaviOnly: false,
          alwaysShowSubNavi: true,
          link,
        },
      ],
      footer: { columns: [{ title: 'Service', links: [{ text: 'Hilfe', link }] }], legal: [] },
      flags: ['wallart_product_matrix'],
    })
    const view = chromeConfig(config)
    expect(view.mainNavigation).toEqual([
      {
        _uid: 'n',
        text: 'Karten',
        alwaysShowSubNavi: true,
        link: { url: '/geburtskarten', linktype: 'url' },
      },
    ])
    expect(view.footer).toEqual({
      columns: [
        {
          title: 'Service',
          links: [{ text: 'Hilfe', link: { url: '/geburtskarten', linktype: 'url' } }],
        },
      ],
      legal: [],
    })
    expect(view.flags).toEqual([])
    expect(view.shopLinks).toEqual([])
    // Made once per parsed config.
    expect(chromeConfig(config)).toBe(view)
  })
})
