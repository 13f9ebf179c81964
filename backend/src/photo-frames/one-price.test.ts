import { describe, expect, it } from 'vitest'
import {
  FramePriceAnswer,
  PhotoFrameArticleAnswer,
  photoFrameCalls,
} from '../../../contracts/photo-frames'
import { FormatsAnswer, PhotoOptionsGroupsAnswer } from '../../../contracts/prices'
import { defaultCatalogue } from '../prices/catalogue'
import { contractBackend, marketHeaders } from '../testing/contract-calls'
import { photoFrameRange } from './range'

/**
 * One article, one price: a print in a frame the price calls also sell (a canvas in a floater
 * frame or an Artbox, a poster in a wooden frame, …) costs in the photo-frame selection exactly
 * what the price calls' framed row says and what the canvas calculator shows (the print's price
 * plus the frame option's), and the frame's share is that option's price, in every market and
 * currency.
 */

const markets = {
  'de-DE': marketHeaders('wallart', 'de-DE'),
  'de-CH': marketHeaders('wallart', 'de-CH'),
  'en-GB': marketHeaders('wallart', 'en-GB'),
  'en-US': marketHeaders('wallart', 'en-US'),
}
const formats = ['20x30', '30x40', '40x60', '60x90']

const { get } = contractBackend(markets['de-DE'])
const cents = (amount: number) => Math.round(amount * 100) / 100

/** Every frame type of the range with each print the price catalogue frames with it. */
const soldTwice = photoFrameRange.frameTypes.flatMap((frame) =>
  frame.materials
    .filter(({ materialType }) =>
      (
        defaultCatalogue.wallart.materials[
          materialType as keyof typeof defaultCatalogue.wallart.materials
        ]?.frames as readonly string[] | undefined
      )?.includes(frame.frameType),
    )
    .map(({ materialType }) => ({ frameType: frame.frameType, materialType })),
)

describe('a framed print has one price in the photo-frame selection and the price calls', () => {
  it('covers the frames sold for canvas: the floater frame and the Artbox', () => {
    const canvas = soldTwice.filter((pair) => pair.materialType === 'leinwand')
    expect(canvas.map((pair) => pair.frameType).sort()).toEqual(['artbox', 'schattenfuge-leinwand'])
  })

  for (const [locale, headers] of Object.entries(markets)) {
    it(`article price = price calls' framed price and the frame's share = the frame option's (${locale})`, async () => {
      let compared = 0
      const options = new Map<string, { price: number }>()
      for (const materialType of new Set(soldTwice.map((pair) => pair.materialType))) {
        const answer = PhotoOptionsGroupsAnswer.parse(
          (
            await get(
              `/price-api/photo-options-groups?materialType=${materialType}&optionTypeGroup=frame`,
              headers,
            )
          ).body,
        )
        for (const option of answer.payload.options)
          options.set(`${materialType} ${option.optionType}`, option)
      }
      for (const { frameType, materialType } of soldTwice) {
        const priced = async (frame?: string) =>
          new Map(
            FormatsAnswer.parse(
              (
                await get(
                  `/price-api/prices/formats?materialType=${materialType}${frame ? `&frameType=${frame}` : ''}`,
                  headers,
                )
              ).body,
            ).payload.formats.map((format) => [format.formatType, format]),
          )
        const [framed, plain] = await Promise.all([priced(frameType), priced()])
        for (const formatType of formats) {
          const expected = framed.get(formatType)
          if (!expected) continue
          const query = `frameType=${frameType}&materialType=${materialType}&matType=mat-none&formatType=${formatType}`
          const article = await get(`${photoFrameCalls.priceArticle.path}?${query}`, headers)
          if (article.status === 404) continue // a format the frame is not made in
          const { payload } = PhotoFrameArticleAnswer.parse(article.body)
          const at = `${frameType} ${materialType} ${formatType} ${locale}`
          expect({ at, current: payload.priceCurrent, original: payload.priceOriginal }).toEqual({
            at,
            current: expected.priceCurrent,
            original: expected.priceOriginal,
          })
          const share = FramePriceAnswer.parse(
            (
              await get(
                `${photoFrameCalls.frame.path}?frameType=${frameType}&matType=mat-none&formatType=${formatType}`,
                headers,
              )
            ).body,
          ).payload.formats[0]!
          const print = plain.get(formatType)!
          const option = options.get(`${materialType} ${frameType}`)!
          // The calculator's rule: the print's price plus the frame option's; the frame's share
          // in the selection is that option's price.
          expect({ at, sum: cents(print.priceCurrent + option.price) }).toEqual({
            at,
            sum: payload.priceCurrent,
          })
          expect({ at, share: share.priceCurrent }).toEqual({ at, share: option.price })
          compared += 1
        }
      }
      // Every pair in at least one of the formats.
      expect(compared).toBeGreaterThanOrEqual(soldTwice.length + formats.length)
    })
  }
})
