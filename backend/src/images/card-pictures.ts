import { createHash } from 'node:crypto'
import { mkdirSync, renameSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'
import { defaultCatalogue } from '../prices/catalogue'
import {
  cardDesignSvg,
  cardPictureName,
  cardPictureSizes,
  isGreetingLanguage,
} from './card-designs'
import type { Logger } from '../log/logger'

const SPACE = '287465'
const FOLDER = 'cards'

/**
 * Card design pictures as asset files: `f/{space}/{w}x{h}/cards/design-{designId}-{lang}-v1.jpg`
 * names a design of the catalogue, its size the design's aspect ratio (one URL per design and
 * language). Drawn on first request into `dir`, named by a hash of the drawing, so a changed
 * drawing is a new file and an unchanged one is drawn once.
 */
export function cardPictureFiles(dir: string, logger: Pick<Logger, 'warn'>) {
  const designs = new Map(defaultCatalogue.cards.themes.map((theme) => [theme.designId, theme]))
  const pending = new Map<string, Promise<string | null>>()
  // One drawing at a time: a first list of 48 designs must not starve the shop calls of CPU.
  let queue: Promise<unknown> = Promise.resolve()

  async function draw(path: string, svg: string): Promise<string | null> {
    try {
      const body = await sharp(Buffer.from(svg)).jpeg({ quality: 88 }).toBuffer()
      mkdirSync(dir, { recursive: true })
      const temporary = `${path}.${process.pid}.tmp`
      writeFileSync(temporary, body)
      renameSync(temporary, path)
      return path
    } catch (error) {
      logger.warn({ err: error }, 'could not draw a card design picture')
      return null
    }
  }

  return {
    /** The file of an asset path's card picture, drawn if need be; null when it names none. */
    async locate(segments: readonly string[]): Promise<string | null> {
      if (segments.length !== 5 || segments[1] !== SPACE || segments[3] !== FOLDER) return null
      const match = cardPictureName.exec(segments[4]!)
      if (!match) return null
      const [, designId, language] = match
      const design = designs.get(designId!)
      if (!design || !isGreetingLanguage(language!)) return null
      const [width, height] = cardPictureSizes[design.aspectRatio]
      if (segments[2] !== `${width}x${height}`) return null
      const svg = cardDesignSvg(design, language)
      const hash = createHash('sha1').update(svg).digest('hex').slice(0, 16)
      const path = join(dir, `design-${designId}-${language}-${hash}.jpg`)
      try {
        if (statSync(path).isFile()) return path
      } catch {
        // not drawn yet
      }
      // Concurrent first requests for one picture draw it once.
      let drawing = pending.get(path)
      if (!drawing) {
        drawing = queue.then(() => draw(path, svg)).finally(() => pending.delete(path))
        queue = drawing
        pending.set(path, drawing)
      }
      return drawing
    },
  }
}
