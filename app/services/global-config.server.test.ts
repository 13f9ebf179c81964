import { describe, expect, it } from 'vitest'
import { GlobalConfigSchema } from './global-config.server'

describe('the chrome’s view of the global config, shaped once on the server', () => {
  it('an empty story gives an empty chrome with every list present', () => {
    const config = GlobalConfigSchema.parse({})
    expect(config.mainNavigation).toEqual([])
    expect(config.burger).toEqual({ extraMenu: [], footer: [] })
    expect(config.actionBar).toBeUndefined()
  })

  it('the burger’s lists and texts: malformed parts become nothing, not a failed page', () => {
    const config = GlobalConfigSchema.parse({
      burger: { extraMenu: 'not a list', serviceHotline: '  ', serviceText: 'Mo–Fr 8–18 Uhr' },
    })
    expect(config.burger.extraMenu).toEqual([])
    expect(config.burger.serviceHotline).toBeUndefined()
    expect(config.burger.serviceText).toBe('Mo–Fr 8–18 Uhr')
    expect(GlobalConfigSchema.parse({ burger: 42 }).burger).toEqual({ extraMenu: [], footer: [] })
  })

  it('the action bar only with a text', () => {
    expect(GlobalConfigSchema.parse({ actionBar: { text: ' ' } }).actionBar).toBeUndefined()
    expect(GlobalConfigSchema.parse({ actionBar: 'x' }).actionBar).toBeUndefined()
    expect(GlobalConfigSchema.parse({ actionBar: { text: '20 % off' } }).actionBar?.text).toBe(
      '20 % off',
    )
  })

  it('a malformed field or list costs that field or list, never the whole chrome', () => {
    const config = GlobalConfigSchema.parse({
      shopLinks: [{ text: 'Wandbilder', color: 'red;background:url(//x)' }],
      mainNavigation: [
        {
          text: 'Karten',
          badge: null,
          isHeadlineItem: 'yes',
          flyoutGroups: [
            { flyoutGroupTitle: 'Anlässe', flyoutGroupItems: [{ text: 'Geburt', asset: null }] },
          ],
          link: { url: '/karten', channel: 'posters' },
        },
      ],
      footer: { columns: 'none', legal: [{ text: 'Impressum', productMatrix: 'no' }] },
    })
    expect(config.shopLinks[0]).toMatchObject({ text: 'Wandbilder', color: undefined })
    const item = config.mainNavigation[0]!
    expect(item).toMatchObject({ text: 'Karten', badge: undefined, isHeadlineItem: undefined })
    // an unknown channel is dropped, the link itself stays
    expect(item.link).toMatchObject({ url: '/karten', channel: undefined })
    expect(item.flyoutGroups?.[0]?.flyoutGroupItems?.[0]).toMatchObject({ text: 'Geburt' })
    expect(config.footer.columns).toEqual([])
    expect(config.footer.legal[0]?.text).toBe('Impressum')
  })

  it('label colours are CSS hex colours or nothing (the colour plugin’s object or a string)', () => {
    const config = GlobalConfigSchema.parse({
      mainNavigation: [
        {
          text: 'Kalender',
          label: {
            labelText: '2027',
            labelBackgroundColor: { hex: '#0b6e4f', color: '#0b6e4f' },
            labelTextColor: 'red; background: url(x)',
          },
          subItems: [{ text: 'Wandkalender', label: { labelBackgroundColor: '#fff' } }],
          flyoutGroups: [{ flyoutGroupTitle: 'Arten', flyoutGroupItems: [{ text: 'Tisch' }] }],
        },
      ],
    })
    const item = config.mainNavigation[0]!
    expect(item.label).toMatchObject({ labelBackgroundColor: '#0b6e4f', labelTextColor: undefined })
    expect(item.subItems?.[0]?.label?.labelBackgroundColor).toBe('#fff')
    expect(item.flyoutGroups?.[0]?.flyoutGroupItems?.[0]?.text).toBe('Tisch')
  })
})
