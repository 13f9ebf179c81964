import { describe, expect, it } from 'vitest'
import { hasFlyout } from '~/domain/navigation'
import { GlobalConfigSchema } from '~/services/global-config.server'
import { flyoutRuleView } from './chrome-data'
import { islandDataByKey, splitChrome } from './chrome-islands.server'
import { flyoutGroupsAt } from './chrome-islands-data'

function config(copyright = '© Printhaus') {
  return GlobalConfigSchema.parse({
    header: { serviceHotline: '+49 30 1' },
    mainNavigation: [
      {
        _uid: 'cards',
        text: 'Karten',
        link: { url: '/karten' },
        navigationType: 'cards',
        subItems: [{ text: 'Anlässe', subItems: [{ text: 'Geburt', link: { url: '/geburtskarten' } }] }],
        flyoutGroups: [{ flyoutGroupTitle: 'Anlässe', flyoutGroupItems: [{ text: 'Geburt' }] }, { flyoutGroupTitle: 'Kartentypen' }],
      },
      { _uid: 'only-sub', text: 'Fotobücher', flyoutGroups: [{ flyoutGroupTitle: 'x' }], subNaviOnly: true },
      { _uid: 'plain', text: 'Magazin', link: { url: '/magazin' } },
    ],
    subNavigation: [{ navigationType: 'cards', elements: [{ id: 'a', type: 'circle', text: 'Geburt' }] }],
    burger: { serviceHotline: '+49 30 2' },
    footer: { columns: [{ title: 'Service', links: [{ text: 'FAQ', link: { url: '/faq' } }] }], legal: [], copyright },
  })
}

describe('the chrome data split (ADR 134)', () => {
  it('the page carries no footer, flyout groups or burger levels; islands get them', () => {
    const split = splitChrome(config())
    const sent = JSON.stringify(split.hydration)
    expect(sent).not.toContain('FAQ')
    expect(sent).not.toContain('Kartentypen')
    expect(sent).not.toContain('/geburtskarten')
    expect(split.hydration.subNavigation).toHaveLength(1)
    expect(split.hydration.header.serviceHotline).toBe('+49 30 1')
    expect(split.hydration.burger).toEqual({ serviceHotline: '+49 30 2' })
    expect(split.islands.footer.columns[0]?.links[0]?.text).toBe('FAQ')
    expect(flyoutGroupsAt(split.islands, 0).map((group) => group.flyoutGroupTitle)).toEqual(['Anlässe', 'Kartentypen'])
    expect(split.islands.mainNavigation[0]?.subItems?.[0]?.text).toBe('Anlässe')
  })

  it('"It shows a flyout … when flyout groups exist and sub-navigation-only is not set", from the count the page carries', () => {
    const full = config().mainNavigation
    const { hydration } = splitChrome(config())
    expect(hydration.mainNavigation.map((item) => hasFlyout(flyoutRuleView(item)))).toEqual(full.map((item) => hasFlyout(item)))
    expect(hydration.mainNavigation.map((item) => hasFlyout(flyoutRuleView(item)))).toEqual([true, false, false])
  })

  it('the key names the island data: split once per config, equal data the same key, changed data another', () => {
    const first = config()
    const split = splitChrome(first)
    expect(splitChrome(first)).toBe(split)
    expect(splitChrome(config()).key).toBe(split.key)
    const changed = splitChrome(config('© 2027'))
    expect(changed.key).not.toBe(split.key)
    expect(islandDataByKey(split.key)).toEqual(split.islands)
    expect(islandDataByKey(changed.key)?.footer.copyright).toBe('© 2027')
    expect(islandDataByKey('unknown')).toBeUndefined()
  })
})
