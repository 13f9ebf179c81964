import { describe, expect, it } from 'vitest'
import { pageUniqueIdentifier, pathGroupOf, pathGroups } from './path-groups'

describe('path groups (shop-core §2 "Path groups identified by localised slug lists")', () => {
  it('"photo box: /bilderbox, /fotobox, /box-photos, /scatola-con-foto, /caja-de-foto"', () => {
    expect(pathGroups.photobox).toEqual([
      '/bilderbox',
      '/fotobox',
      '/box-photos',
      '/scatola-con-foto',
      '/caja-de-foto',
    ])
  })

  it('"photo prints: /fotoabzuege, /tirages-photos, /stampa-foto, /revelado-de-fotos, /photo-prints"', () => {
    expect(pathGroups.photoprints).toEqual([
      '/fotoabzuege',
      '/tirages-photos',
      '/stampa-foto',
      '/revelado-de-fotos',
      '/photo-prints',
    ])
  })

  it('"photo calendar: /fotokalender, /calendario-personalizzato, /calendrier-photo, /calendario-personalizado"', () => {
    expect(pathGroups.photocalendar).toEqual([
      '/fotokalender',
      '/calendario-personalizzato',
      '/calendrier-photo',
      '/calendario-personalizado',
    ])
  })

  it('"canvas prints: /leinwanddruck, /afdruk-op-canvas, /impression-sur-toile, /stampa-su-tela, /impresion-sobre-lienzo, /canvas-prints"', () => {
    expect(pathGroups.canvasprints).toHaveLength(6)
    expect(pathGroupOf('/impresion-sobre-lienzo')).toBe('canvasprints')
  })

  it('"wall art: /wandbilder, /wall-art, /deco-murale, /stampe-da-parete, /cuadros-personalizados, /wanddecoratie"', () => {
    expect(pathGroups.wallart).toHaveLength(6)
    expect(pathGroupOf('/wanddecoratie/canvas')).toBe('wallart')
  })

  it('no slug is in two groups', () => {
    const all = Object.values(pathGroups).flat()
    expect(new Set(all).size).toBe(all.length)
  })

  it("a page's unique identifier is the same for a group's page in every language", () => {
    expect(pageUniqueIdentifier('/fotokalender')).toBe('photocalendar')
    expect(pageUniqueIdentifier('/calendrier-photo')).toBe('photocalendar')
    expect(pageUniqueIdentifier('/wall-art/canvas/')).toBe('wallart/canvas')
    expect(pageUniqueIdentifier('/deco-murale/canvas')).toBe('wallart/canvas')
  })

  it('other pages are identified by their path without slashes; the start page is "start"', () => {
    expect(pageUniqueIdentifier('/')).toBe('start')
    expect(pageUniqueIdentifier('')).toBe('start')
    expect(pageUniqueIdentifier('/geschenkideen/weihnachten/')).toBe('geschenkideen/weihnachten')
    expect(pageUniqueIdentifier('/fotokalender-tipps')).toBe('fotokalender-tipps')
  })
})
