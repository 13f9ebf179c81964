import { describe, expect, it, vi } from 'vitest'
import { createTranslator } from './translator'

const bundle = {
  locale: 'de-DE',
  resources: {
    'de-DE': {
      common: { 'header.cart': 'Warenkorb', 'price.from': 'ab {{price}}' },
      product: { 'calculator.quantity_one': '{{count}} Stück', 'calculator.quantity_other': '{{count}} Stück (Set)' },
    },
  },
}

describe('translator (shop-core §8 "Missing translation")', () => {
  it('translates keys of the default and of a fixed namespace, and `ns:key`', () => {
    const translator = createTranslator(bundle, () => {})
    expect(translator.fixedT()('header.cart')).toBe('Warenkorb')
    expect(translator.fixedT('product')('common:header.cart')).toBe('Warenkorb')
  })

  it('interpolates {{name}} and leaves unknown placeholders as they are', () => {
    const t = createTranslator(bundle, () => {}).fixedT()
    expect(t('price.from', { price: '9,99 €' })).toBe('ab 9,99 €')
    expect(t('price.from')).toBe('ab {{price}}')
  })

  it('chooses plural forms by the locale’s plural rules', () => {
    const t = createTranslator(bundle, () => {}).fixedT('product')
    expect(t('calculator.quantity', { count: 1 })).toBe('1 Stück')
    expect(t('calculator.quantity', { count: 5 })).toBe('5 Stück (Set)')
  })

  it('"Info message logged once per key; the second segment of the key is displayed"', () => {
    const report = vi.fn()
    const t = createTranslator(bundle, report).fixedT()
    expect(t('footer.imprint')).toBe('imprint')
    expect(t('footer.imprint')).toBe('imprint')
    expect(report).toHaveBeenCalledTimes(1)
    expect(report).toHaveBeenCalledWith('common:footer.imprint')
  })

  it('knows which keys exist', () => {
    const translator = createTranslator(bundle, () => {})
    expect(translator.exists('header.cart')).toBe(true)
    expect(translator.exists('product:calculator.quantity_one')).toBe(true)
    expect(translator.exists('nope.nope')).toBe(false)
  })
})
