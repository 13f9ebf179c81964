import { describe, expect, it } from 'vitest'
import { languages } from './market'
import {
  formerSpecialPrefixes,
  movedSpecialPath,
  specialPrefixKinds,
  specialPrefixes,
  specialPrefixOf,
} from './special-prefixes'

describe('special path prefixes (shop-core §2)', () => {
  it('"localised in de, it, fr, es, nl and en, for: configurator pages, customer account, magazine, logout, orders, basket/checkout, recommendation, registration verification, reviews, users, motifs, corporate customers, whitelabel service, newsletter and llms.txt"', () => {
    expect(specialPrefixKinds).toHaveLength(16)
    for (const kind of specialPrefixKinds) {
      expect(Object.keys(specialPrefixes[kind]).sort()).toEqual([...languages].sort())
      for (const language of languages)
        expect(specialPrefixes[kind][language]).toMatch(/^\/[a-z.-]+$/)
    }
  })

  it('no slug belongs to two kinds', () => {
    const owners = new Map<string, string>()
    for (const kind of specialPrefixKinds) {
      for (const slug of Object.values(specialPrefixes[kind])) {
        expect(owners.get(slug) ?? kind).toBe(kind)
        owners.set(slug, kind)
      }
    }
  })

  it('finds the kind and language of a path under a localised prefix', () => {
    expect(specialPrefixOf('/warenkorb')).toEqual({ kind: 'basket', language: 'de' })
    expect(specialPrefixOf('/mon-compte/commandes')).toEqual({ kind: 'account', language: 'fr' })
    expect(specialPrefixOf('/carrello')).toEqual({ kind: 'basket', language: 'it' })
    expect(specialPrefixOf('/nieuwsbrief')).toEqual({ kind: 'newsletter', language: 'nl' })
    expect(specialPrefixOf('/llms.txt')).toMatchObject({ kind: 'llmsTxt' })
  })

  it("the configurator prefix '/configurator-' matches as a string prefix", () => {
    expect(specialPrefixOf('/configurator-photobook')).toMatchObject({ kind: 'configurator' })
  })

  it('other prefixes match whole segments only', () => {
    expect(specialPrefixOf('/warenkorb-tipps')).toBeUndefined()
    expect(specialPrefixOf('/magazine2')).toBeUndefined()
    expect(specialPrefixOf('/wandbilder')).toBeUndefined()
    expect(specialPrefixOf('/')).toBeUndefined()
  })

  it('a slug several languages share is reported in the preferred language, else the first in language order', () => {
    expect(specialPrefixOf('/motifs')).toEqual({ kind: 'motifs', language: 'en' })
    expect(specialPrefixOf('/motifs', 'fr')).toEqual({ kind: 'motifs', language: 'fr' })
    expect(specialPrefixOf('/newsletter', 'it')).toEqual({ kind: 'newsletter', language: 'it' })
    expect(specialPrefixOf('/newsletter', 'nl')).toEqual({ kind: 'newsletter', language: 'de' })
  })

  it('a path below a former prefix moves to the current one; the former path itself is content', () => {
    expect(movedSpecialPath('/paiement/livraison')).toBe('/finaliser-commande/livraison')
    expect(movedSpecialPath('/geschaeftskunden/angebot')).toBe('/geschaeftskundenportal/angebot')
    expect(movedSpecialPath('/paiement')).toBeUndefined()
    expect(movedSpecialPath('/geschaeftskunden/')).toBeUndefined()
    expect(movedSpecialPath('/paiements/x')).toBeUndefined()
    expect(movedSpecialPath('/kasse/x')).toBeUndefined()
    for (const { prefix } of formerSpecialPrefixes) expect(specialPrefixOf(prefix)).toBeUndefined()
  })
})
