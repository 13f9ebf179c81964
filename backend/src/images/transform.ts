/**
 * Storyblok's image service URL grammar, the part this backend supports:
 * {asset}/m/[fit-in/][{w}x{h}][/smart][/filters:format(webp):quality(85):fill(fff):blur(5):grayscale()]
 * `0` for a side keeps the aspect ratio.
 */
export interface ImageTransform {
  width: number
  height: number
  fitIn: boolean
  smart: boolean
  format?: 'webp' | 'jpeg' | 'png' | 'avif' | 'auto'
  quality?: number
  fill?: string
  blur?: number
  grayscale: boolean
}

export const MAX_DIMENSION = 4000

export type TransformResult =
  { ok: true; transform: ImageTransform } | { ok: false; problem: string }

export function parseTransform(segments: string[]): TransformResult {
  const transform: ImageTransform = {
    width: 0,
    height: 0,
    fitIn: false,
    smart: false,
    grayscale: false,
  }
  for (const segment of segments) {
    if (segment === '') continue
    if (segment === 'fit-in') {
      transform.fitIn = true
      continue
    }
    if (segment === 'smart') {
      transform.smart = true
      continue
    }
    const size = /^(\d{1,5})x(\d{1,5})$/.exec(segment)
    if (size) {
      transform.width = Number(size[1])
      transform.height = Number(size[2])
      if (transform.width > MAX_DIMENSION || transform.height > MAX_DIMENSION)
        return { ok: false, problem: `sides are limited to ${MAX_DIMENSION} px` }
      continue
    }
    if (segment.startsWith('filters:')) {
      for (const [, name, argument = ''] of segment
        .slice('filters:'.length)
        .matchAll(/(\w+)\(([^)]*)\)/g)) {
        switch (name) {
          case 'format': {
            const format = argument.toLowerCase() === 'jpg' ? 'jpeg' : argument.toLowerCase()
            if (!['webp', 'jpeg', 'png', 'avif', 'auto'].includes(format))
              return { ok: false, problem: `unknown format "${argument}"` }
            transform.format = format as ImageTransform['format']
            break
          }
          case 'quality': {
            const quality = Number(argument)
            if (!Number.isInteger(quality) || quality < 1 || quality > 100)
              return { ok: false, problem: 'quality must be 1 to 100' }
            transform.quality = quality
            break
          }
          case 'fill':
            if (!/^(transparent|[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/.test(argument))
              return { ok: false, problem: 'fill must be transparent or a hex colour' }
            transform.fill = argument
            break
          case 'blur': {
            const blur = Number(argument)
            if (!Number.isFinite(blur) || blur < 0 || blur > 100)
              return { ok: false, problem: 'blur must be 0 to 100' }
            transform.blur = blur
            break
          }
          case 'grayscale':
            transform.grayscale = true
            break
          default:
            // Other Storyblok filters (focal, brightness, rotate …) are accepted and ignored.
            break
        }
      }
      continue
    }
    return { ok: false, problem: `unknown image option "${segment.slice(0, 40)}"` }
  }
  return { ok: true, transform }
}

export function describeTransform(transform: ImageTransform): string {
  return JSON.stringify(transform)
}
