import { envelopeFormats } from '../../../contracts/vocabulary'
import type { TFunction } from 'i18next'

/** An envelope size class as the shopper knows it: its envelope and size ("C6 (162 × 114 mm)"). */
export function envelopeText(t: TFunction, sizeClass: string): string {
  const envelope = envelopeFormats[sizeClass as keyof typeof envelopeFormats]
  if (!envelope) return sizeClass
  return t('accessories.envelope.size', {
    name: t(`accessories.envelope.${envelope.format}`),
    width: envelope.widthMm,
    height: envelope.heightMm,
  })
}
