import { describe, expect, it } from 'vitest'
import de from '../locales/de/common.json'
import { accessoriesPageText } from './accessories-page'

describe('accessoriesPageText', () => {
  it('names card accessories on the card shop and accessories on the wall-art shop', () => {
    const text = (key: string) => (de as Record<string, string>)[key]
    expect(text(accessoriesPageText('cards').title)).toBe('Kartenzubehör')
    expect(text(accessoriesPageText('wallart').title)).toBe('Zubehör')
    expect(text(accessoriesPageText('wallart').intro)).not.toMatch(/Karte/)
  })
})
