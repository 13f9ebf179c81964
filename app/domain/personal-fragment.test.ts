import { describe, expect, it } from 'vitest'
import { anonymousCustomer } from './customer'
import {
  announcesEsi,
  esiInclude,
  leavesPersonalPartsToProxy,
  parsePersonalData,
  personalDataScriptText,
  personalFragmentSrc,
} from './personal-fragment'

describe('announcesEsi', () => {
  it('reads ESI/1.0 among the devices and capabilities of Surrogate-Capability', () => {
    expect(announcesEsi('varnish="ESI/1.0"')).toBe(true)
    expect(announcesEsi('edge="ESI-Inline/1.0 ESI/1.0", other="x"')).toBe(true)
    expect(announcesEsi('a="x", shop = "ESI/1.0"')).toBe(true)
  })
  it('refuses anything else', () => {
    for (const header of [undefined, null, '', 'ESI/1.0', 'varnish="ESI/1.01"', 'v="XESI/1.0"'])
      expect(announcesEsi(header), String(header)).toBe(false)
  })
})

describe('leavesPersonalPartsToProxy', () => {
  it('only documents of a possible session through an ESI proxy', () => {
    const yes = { surrogateEsi: true, dataRequest: false, mayHaveSession: true }
    expect(leavesPersonalPartsToProxy(yes)).toBe(true)
    expect(leavesPersonalPartsToProxy({ ...yes, surrogateEsi: false })).toBe(false)
    expect(leavesPersonalPartsToProxy({ ...yes, dataRequest: true })).toBe(false)
    expect(leavesPersonalPartsToProxy({ ...yes, mayHaveSession: false })).toBe(false)
  })
})

describe('the include', () => {
  it('names the page in one encoded parameter', () => {
    const src = personalFragmentSrc('/fr/faq?a="b"&c')
    expect(src).toBe('/_fragment/personal?page=%2Ffr%2Ffaq%3Fa%3D%22b%22%26c')
    expect(esiInclude(src)).toBe(`<esi:include src="${src}"/>`)
    expect(esiInclude('/x?"><script>&y')).toBe('<esi:include src="/x?scripty"/>')
  })
})

describe('the personal data script', () => {
  it('round-trips a customer and cannot close its script', () => {
    const customer = { ...anonymousCustomer, isLoggedIn: true, firstName: '</script><b>' }
    const text = personalDataScriptText({ customer })
    expect(text).not.toContain('<')
    expect(parsePersonalData(text)).toEqual({ customer })
  })
  it('ignores what is not a customer', () => {
    for (const text of [undefined, '', '{', '{}', '{"customer":{"isLoggedIn":"yes"}}'])
      expect(parsePersonalData(text), String(text)).toBeUndefined()
  })
})
