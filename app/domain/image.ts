/**
 * Images (site-chrome §5, §8, §9; shop-core §7, §9): option validation and URLs for the
 * Storyblok-style image service.
 */
import { breakpoints, type Breakpoint } from './constants'

export const imageFormats = ['auto', 'jpg', 'png', 'webp'] as const
export type ImageFormat = (typeof imageFormats)[number]
export const imageFits = ['cover', 'contain'] as const
export type ImageFit = (typeof imageFits)[number]

export const defaultImageQuality = 85
export const defaultImageFormat: ImageFormat = 'webp'
export const defaultDensities = [1, 2] as const
/** "Aspect ratio 1/1." */
export const defaultAspectRatio = 1
/** The grey shown while an image loads and in place of one that failed. */
export const placeholderColour = '#EFEFEF'

export type ImageOptions = {
  /** 0 or absent: keep the original's proportions. */
  width?: number
  height?: number
  quality?: number
  format?: ImageFormat
  fit?: ImageFit
  blur?: number
}

export const imagePresets = {
  /** "Placeholder image 10x10, quality 50, blur 3." */
  placeholder: { width: 10, height: 10, quality: 50, blur: 3 },
  /** "Open-graph images are 1200 by 627, cover fit." */
  og: { width: 1200, height: 627, fit: 'cover' },
  /** Product images of the media library: "format auto and quality 85" (shop-core §7). */
  product: { quality: 85, format: 'auto' },
} as const satisfies Record<string, ImageOptions>
export type ImagePreset = keyof typeof imagePresets

/** A preset by the name a content block gives; an unknown name is a configuration error. */
export function imagePreset(name: string): ImageOptions {
  if (!Object.hasOwn(imagePresets, name)) throw new Error(`Unknown image preset: ${name}`)
  return imagePresets[name as ImagePreset]
}

export const previewAspectRatios = [
  { name: '7-5', ratio: 7 / 5 },
  { name: '5-7', ratio: 5 / 7 },
  { name: '1-1', ratio: 1 },
  { name: '360-390', ratio: 360 / 390 },
] as const

const serviceFormats: Readonly<Record<Exclude<ImageFormat, 'auto'>, string>> = {
  jpg: 'jpeg',
  png: 'png',
  webp: 'webp',
}

/**
 * Whether the image service can transform a file: a content asset (/a/… or Storyblok's asset host)
 * that is not an SVG.
 */
export function isServiceImage(filename: string): boolean {
  const isAsset = filename.startsWith('/a/') || filename.startsWith('https://a.storyblok.com/')
  return isAsset && !/\.svg$/i.test(filename)
}

/**
 * The image service URL: `{filename}/m/{w}x{h}/filters:quality(85):format(webp)`, with
 * `fit-in/` for contain and `blur(n)` when asked; other files are returned unchanged.
 */
export function imageUrl(filename: string, options: ImageOptions = {}): string {
  if (!isServiceImage(filename)) return filename
  const {
    width = 0,
    height = 0,
    quality = defaultImageQuality,
    format = defaultImageFormat,
    fit,
    blur,
  } = options
  const filters = [`quality(${quality})`]
  if (format !== 'auto') filters.push(`format(${serviceFormats[format]})`)
  if (blur !== undefined) filters.push(`blur(${blur})`)
  const resize =
    width > 0 || height > 0 ? `${fit === 'contain' ? 'fit-in/' : ''}${width}x${height}/` : ''
  return `${filename}/m/${resize}filters:${filters.join(':')}`
}

/**
 * Whether an image covers its whole box: a png or gif may be a cut-out, and a placeholder
 * behind it (the grey, the blurred preview) would show through once it has loaded.
 */
export function isOpaqueImage(filename: string): boolean {
  return !/\.(png|gif)$/i.test(filename)
}

export function placeholderUrl(filename: string): string {
  return imageUrl(filename, imagePresets.placeholder)
}

export function ogImageUrl(filename: string): string {
  return imageUrl(filename, imagePresets.og)
}

/** A srcset with one candidate per density ("Image densities 1 and 2"). */
export function srcSet(
  filename: string,
  options: ImageOptions,
  densities: readonly number[] = defaultDensities,
): string {
  const { width = 0, height = 0 } = options
  return densities
    .map(
      (density) =>
        `${imageUrl(filename, { ...options, width: width * density, height: height * density })} ${density}x`,
    )
    .join(', ')
}

/**
 * The original size an asset path carries (/a/{space}/{w}x{h}/…); 0x0 when it carries none
 * ("metadata failure uses size 0").
 */
export function imageDimensionsOf(filename: string): { width: number; height: number } {
  const match = /\/(\d+)x(\d+)\//.exec(filename)
  return match ? { width: Number(match[1]), height: Number(match[2]) } : { width: 0, height: 0 }
}

type SizeEntry = { breakpoint?: Breakpoint; size: string }

const sizeEntryPattern = /^(?:([a-z0-9]+):)?(\d+(?:\.\d+)?(?:px|vw))$/

/**
 * "Sizes must be a list with px or vw units": entries such as `100vw sm:50vw lg:400px`,
 * separated by spaces or commas, each optionally led by a breakpoint name. Undefined when invalid.
 */
export function parseImageSizes(sizes: string): SizeEntry[] | undefined {
  const tokens = sizes.split(/[\s,]+/).filter(Boolean)
  if (tokens.length === 0) return undefined
  const entries: SizeEntry[] = []
  for (const token of tokens) {
    const match = sizeEntryPattern.exec(token)
    if (!match) return undefined
    const [, breakpoint, size] = match as unknown as [string, string | undefined, string]
    if (breakpoint === undefined) entries.push({ size })
    else if (Object.hasOwn(breakpoints, breakpoint))
      entries.push({ breakpoint: breakpoint as Breakpoint, size })
    else return undefined
  }
  return entries
}

/**
 * The HTML sizes attribute for a sizes list: each breakpoint entry applies up to that
 * breakpoint's width, the entry without one (or else the widest) applies beyond.
 */
export function sizesAttribute(sizes: string): string | undefined {
  const entries = parseImageSizes(sizes)
  if (!entries) return undefined
  const withBreakpoint = entries
    .filter((entry): entry is Required<SizeEntry> => entry.breakpoint !== undefined)
    .sort((a, b) => breakpoints[a.breakpoint] - breakpoints[b.breakpoint])
  const fallback = entries.find((entry) => entry.breakpoint === undefined) ?? withBreakpoint.pop()
  const media = withBreakpoint.map(
    (entry) => `(max-width: ${breakpoints[entry.breakpoint]}px) ${entry.size}`,
  )
  return [...media, fallback?.size].filter(Boolean).join(', ')
}
