import {
  cardGreetings,
  greetingLanguages,
  sampleLine,
  type GreetingLanguage,
} from './card-greetings'
import type { CardOccasion } from '../../../contracts/card-vocabulary'
import type { CatalogueTheme } from '../cards/seed'

/**
 * A card design's picture (the card list's tiles, the theme page, the wishlist): the card in its
 * shape (portrait, landscape, square; a folded card with its fold, a postcard flat; rounded or
 * die-cut corners) in the design's colours, with the occasion's motif and its greeting and sample
 * names, on a light ground. Drawn as SVG, the same for the same design and language.
 */

/** The picture's size per aspect ratio: the path says it, the storefront builds the same. */
export const cardPictureSizes = {
  portrait: [600, 840],
  landscape: [840, 600],
  square: [720, 720],
} as const

type Palette = { paper: string; accent: string; second: string; ink: string }

/** The design's colour facet as paper, accent colours and the text's ink. */
const palettes: Record<string, Palette> = {
  white: { paper: '#fbfaf7', accent: '#6f8fb0', second: '#d9a5a0', ink: '#2c3440' },
  beige: { paper: '#efe5d3', accent: '#a5794b', second: '#6e8a6a', ink: '#4a3a28' },
  pink: { paper: '#f8dfe3', accent: '#d46a86', second: '#f2b24d', ink: '#5a2637' },
  red: { paper: '#b3262f', accent: '#f5d48a', second: '#ffffff', ink: '#fff6ea' },
  orange: { paper: '#f6b26b', accent: '#c4492b', second: '#fff3d6', ink: '#4b2412' },
  yellow: { paper: '#fbe7a0', accent: '#e08a1e', second: '#3f7ea6', ink: '#4a3a10' },
  green: { paper: '#2f5d46', accent: '#e6c873', second: '#b8d8b0', ink: '#f7f2e2' },
  blue: { paper: '#dbe8f5', accent: '#2f6fb2', second: '#f2a33a', ink: '#1d3553' },
  purple: { paper: '#4b3566', accent: '#e7c4f0', second: '#f2c94c', ink: '#fbf5ff' },
  gold: { paper: '#fbf6ea', accent: '#c29a3c', second: '#e4cf98', ink: '#5b4520' },
  black: { paper: '#202126', accent: '#d8b25a', second: '#8a8f99', ink: '#f5efe0' },
}

/** A small deterministic generator (mulberry32) seeded by the design id. */
function random(seed: number) {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const round = (value: number) => Math.round(value * 10) / 10
const fine = (value: number) => Math.round(value * 1000) / 1000

function escapeXml(text: string): string {
  return text.replace(
    /[<>&'"]/g,
    (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char]!,
  )
}

function star(cx: number, cy: number, r: number, fill: string): string {
  const points = Array.from({ length: 10 }, (_, i) => {
    const radius = i % 2 === 0 ? r : r * 0.45
    const angle = (Math.PI / 5) * i - Math.PI / 2
    return `${round(cx + radius * Math.cos(angle))},${round(cy + radius * Math.sin(angle))}`
  })
  return `<polygon points="${points.join(' ')}" fill="${fill}"/>`
}

function heart(cx: number, cy: number, s: number, fill: string): string {
  return `<path d="M${cx} ${round(cy + s * 0.9)} C${round(cx - s * 1.4)} ${round(cy)} ${round(cx - s * 0.9)} ${round(cy - s * 0.9)} ${cx} ${round(cy - s * 0.35)} C${round(cx + s * 0.9)} ${round(cy - s * 0.9)} ${round(cx + s * 1.4)} ${round(cy)} ${cx} ${round(cy + s * 0.9)}Z" fill="${fill}"/>`
}

function flower(cx: number, cy: number, r: number, petal: string, heartColour: string): string {
  const petals = Array.from({ length: 6 }, (_, i) => {
    const angle = (Math.PI / 3) * i
    return `<circle cx="${round(cx + r * 0.6 * Math.cos(angle))}" cy="${round(cy + r * 0.6 * Math.sin(angle))}" r="${round(r * 0.45)}" fill="${petal}"/>`
  })
  return `${petals.join('')}<circle cx="${cx}" cy="${cy}" r="${round(r * 0.35)}" fill="${heartColour}"/>`
}

/** The occasion's motif in a 200 × 200 box; `rand` varies the arrangement per design. */
function motif(occasion: CardOccasion, p: Palette, rand: () => number): string {
  const jitter = (value: number, by: number) => round(value + (rand() - 0.5) * by)
  switch (occasion) {
    case 'christmas':
    case 'new-year': {
      const tree =
        occasion === 'christmas'
          ? `<polygon points="100,30 150,150 50,150" fill="${p.accent}"/><rect x="90" y="150" width="20" height="22" fill="${p.second}"/>${star(100, 30, 16, p.second)}`
          : Array.from({ length: 12 }, (_, i) => {
              const angle = (Math.PI / 6) * i
              return `<line x1="100" y1="100" x2="${round(100 + 70 * Math.cos(angle))}" y2="${round(100 + 70 * Math.sin(angle))}" stroke="${i % 2 ? p.accent : p.second}" stroke-width="5" stroke-linecap="round"/>`
            }).join('')
      const stars = Array.from({ length: 6 }, () =>
        star(jitter(100, 190), jitter(100, 190), jitter(9, 6), p.second),
      ).join('')
      return tree + stars
    }
    case 'wedding':
    case 'engagement':
    case 'anniversary':
      return `<circle cx="82" cy="110" r="42" fill="none" stroke="${p.accent}" stroke-width="9"/><circle cx="118" cy="110" r="42" fill="none" stroke="${p.second}" stroke-width="9"/>${heart(100, 40, 14, p.accent)}${heart(jitter(40, 20), jitter(45, 20), 8, p.second)}${heart(jitter(160, 20), jitter(45, 20), 8, p.second)}`
    case 'valentines-day':
      return `${heart(100, 100, 55, p.accent)}${heart(jitter(45, 20), jitter(45, 20), 16, p.second)}${heart(jitter(158, 20), jitter(150, 20), 14, p.second)}`
    case 'birthday':
    case 'invitation':
    case 'graduation': {
      const colours = [p.accent, p.second, p.ink]
      const balloons = [55, 100, 145].map((x, i) => {
        const y = jitter(i === 1 ? 60 : 80, 24)
        return `<line x1="${x}" y1="${y + 34}" x2="100" y2="190" stroke="${p.ink}" stroke-width="1.5" opacity="0.6"/><ellipse cx="${x}" cy="${y}" rx="26" ry="33" fill="${colours[i]}"/><ellipse cx="${x - 8}" cy="${y - 12}" rx="6" ry="9" fill="#ffffff" opacity="0.35"/>`
      })
      return balloons.join('')
    }
    case 'birth':
    case 'baptism': {
      const foot = (x: number, y: number, flip: number) =>
        `<ellipse cx="${x}" cy="${y}" rx="22" ry="36" fill="${p.accent}" transform="rotate(${flip * 10} ${x} ${y})"/>` +
        [0, 1, 2, 3, 4]
          .map(
            (i) =>
              `<circle cx="${round(x - flip * 14 + flip * i * 8)}" cy="${round(y - 46 + Math.abs(i - 1) * 3)}" r="${round(7 - i)}" fill="${p.accent}"/>`,
          )
          .join('')
      return `${foot(72, 120, -1)}${foot(128, 100, 1)}${star(jitter(40, 20), 40, 9, p.second)}${star(jitter(165, 20), 50, 7, p.second)}`
    }
    case 'communion':
    case 'confirmation':
      return `<rect x="86" y="70" width="28" height="110" rx="4" fill="${p.second}"/><path d="M100 22 C118 44 114 62 100 66 C86 62 82 44 100 22Z" fill="${p.accent}"/><rect x="70" y="180" width="60" height="8" rx="3" fill="${p.accent}"/>`
    case 'condolence': {
      const leaves = Array.from({ length: 6 }, (_, i) => {
        const y = 40 + i * 22
        const side = i % 2 ? 1 : -1
        return `<ellipse cx="${100 + side * 18}" cy="${y}" rx="18" ry="8" fill="${p.accent}" transform="rotate(${side * -30} ${100 + side * 18} ${y})"/>`
      })
      return `<path d="M100 20 Q96 110 104 185" stroke="${p.accent}" stroke-width="4" fill="none"/>${leaves.join('')}`
    }
    case 'school-start':
      return `<polygon points="100,190 55,45 145,45" fill="${p.accent}"/><path d="M55 45 Q100 10 145 45Z" fill="${p.second}"/>${star(100, 100, 16, p.second)}${star(88, 150, 8, p.second)}`
    case 'easter':
      return [60, 140, 100]
        .map(
          (x, i) =>
            `<ellipse cx="${x}" cy="${i === 2 ? 90 : 125}" rx="30" ry="40" fill="${i % 2 ? p.second : p.accent}"/><path d="M${x - 28} ${i === 2 ? 92 : 127} q14 -10 28 0 t28 0" stroke="${p.paper}" stroke-width="5" fill="none"/>`,
        )
        .join('')
    case 'moving-house':
      return `<polygon points="100,30 170,90 30,90" fill="${p.accent}"/><rect x="45" y="90" width="110" height="90" fill="${p.second}"/><rect x="88" y="125" width="24" height="55" fill="${p.accent}"/><rect x="58" y="105" width="22" height="20" fill="${p.paper}"/><rect x="120" y="105" width="22" height="20" fill="${p.paper}"/>`
    case 'retirement':
      return `${Array.from({ length: 12 }, (_, i) => {
        const angle = (Math.PI / 6) * i
        return `<line x1="${round(100 + 52 * Math.cos(angle))}" y1="${round(100 + 52 * Math.sin(angle))}" x2="${round(100 + 78 * Math.cos(angle))}" y2="${round(100 + 78 * Math.sin(angle))}" stroke="${p.second}" stroke-width="6" stroke-linecap="round"/>`
      }).join('')}<circle cx="100" cy="100" r="42" fill="${p.accent}"/>`
    case 'fathers-day':
      return `<polygon points="88,30 112,30 106,50 94,50" fill="${p.accent}"/><polygon points="94,50 106,50 122,160 100,185 78,160" fill="${p.accent}"/><line x1="85" y1="90" x2="115" y2="80" stroke="${p.second}" stroke-width="6"/><line x1="83" y1="130" x2="118" y2="120" stroke="${p.second}" stroke-width="6"/>`
    case 'thank-you':
    case 'get-well':
    case 'mothers-day':
    default:
      return `${flower(70, 80, 40, p.accent, p.second)}${flower(140, 130, 32, p.second, p.accent)}${flower(jitter(60, 20), 160, 18, p.second, p.accent)}`
  }
}

/** Splits a greeting into at most two lines of about `width` characters. */
function lines(text: string, width: number): string[] {
  if (text.length <= width) return [text]
  const words = text.split(' ')
  let best = [text]
  let bestLength = Infinity
  for (let i = 1; i < words.length; i++) {
    const pair = [words.slice(0, i).join(' '), words.slice(i).join(' ')]
    const longest = Math.max(...pair.map((line) => line.length))
    if (longest < bestLength) {
      best = pair
      bestLength = longest
    }
  }
  return best
}

export type CardDesign = Pick<
  CatalogueTheme,
  'designId' | 'occasion' | 'aspectRatio' | 'color' | 'punching' | 'initialFormatType' | 'style'
>

/** The SVG of a design's picture in a language. */
export function cardDesignSvg(design: CardDesign, language: GreetingLanguage): string {
  const [width, height] = cardPictureSizes[design.aspectRatio]
  const palette = palettes[design.color] ?? palettes.white!
  const rand = random(Number(design.designId) || 1)
  const folded = design.initialFormatType !== 'postkarte-a6'
  // The card on its ground: a margin all round, room for the shadow below.
  const margin = Math.round(Math.min(width, height) * 0.08)
  const x = margin
  const y = margin
  const w = width - 2 * margin
  const h = height - 2 * margin
  const radius = design.punching === 'rounded-corners' ? Math.round(w * 0.06) : 2
  const scallop = design.punching === 'die-cut' ? Math.round(w / 12) : 0
  const outline = scallop
    ? // A die-cut card: its top edge in arches.
      `M${x} ${y + scallop} ${Array.from({ length: 6 }, (_, i) => `A${w / 12} ${scallop} 0 0 1 ${round(x + ((i + 1) * w) / 6)} ${y + scallop}`).join(' ')} L${x + w} ${y + h} L${x} ${y + h}Z`
    : `M${x + radius} ${y} H${x + w - radius} Q${x + w} ${y} ${x + w} ${y + radius} V${y + h - radius} Q${x + w} ${y + h} ${x + w - radius} ${y + h} H${x + radius} Q${x} ${y + h} ${x} ${y + h - radius} V${y + radius} Q${x} ${y} ${x + radius} ${y}Z`
  const greeting = cardGreetings[design.occasion as CardOccasion]?.[language] ?? ''
  // Landscape cards put the motif left and the text right; the others motif above, text below.
  const landscape = design.aspectRatio === 'landscape'
  const greetingLines = lines(greeting, landscape ? 14 : 16)
  const textWidth = landscape ? w * 0.5 : w * 0.84
  const longest = Math.max(...greetingLines.map((line) => line.length))
  // About 0.6 em per character: the greeting's longest line fits its column.
  const fontSize = Math.round(Math.min(w / (landscape ? 16 : 11), textWidth / (longest * 0.6)))
  const small = Math.round(fontSize * 0.5)
  const textHeight = greetingLines.length * fontSize * 1.2 + small * 1.8
  const serif =
    design.style !== 'modern' && design.style !== 'minimal' && design.style !== 'playful'
  const family = serif
    ? 'DejaVu Serif, Liberation Serif, Georgia, serif'
    : 'DejaVu Sans, Liberation Sans, Arial, sans-serif'
  const top = y + scallop + h * 0.08
  const motifSize = landscape
    ? Math.min(h * 0.7, w * 0.42)
    : Math.min(w * 0.62, y + h - top - textHeight - h * 0.14)
  const motifX = landscape ? x + w * 0.05 : x + (w - motifSize) / 2
  const motifY = landscape ? y + scallop / 2 + (h - motifSize) / 2 : top
  const textX = landscape ? x + w * 0.72 : x + w / 2
  const textTop = landscape
    ? y + scallop / 2 + (h - textHeight) / 2 + fontSize * 0.85
    : motifY + motifSize + h * 0.04 + fontSize * 0.85
  const text = greetingLines
    .map(
      (line, i) =>
        `<text x="${round(textX)}" y="${round(textTop + i * fontSize * 1.2)}" font-size="${fontSize}">${escapeXml(line)}</text>`,
    )
    .join('')
  const sample = `<text x="${round(textX)}" y="${round(textTop + greetingLines.length * fontSize * 1.2 + small * 0.6)}" font-size="${small}" letter-spacing="1" opacity="0.8">${escapeXml(sampleLine(design.occasion as CardOccasion))}</text>`
  // A folded card shows its fold: the back leaf's edge and a soft shade along the spine.
  const fold = folded
    ? landscape
      ? `<rect x="${x}" y="${y + h}" width="${w}" height="6" fill="#000" opacity="0.08"/><rect x="${x}" y="${y + scallop}" width="${w}" height="${round(h * 0.04)}" fill="url(#spine)" opacity="0.5"/>`
      : `<rect x="${x + w}" y="${y + scallop + 4}" width="6" height="${h - scallop - 4}" fill="#000" opacity="0.08"/><rect x="${x}" y="${y + scallop}" width="${round(w * 0.05)}" height="${h - scallop}" fill="url(#spineV)" opacity="0.5"/>`
    : ''
  // Elegant and gold designs have a fine frame inside the edge.
  const inset = Math.round(w * 0.04)
  const border =
    design.style === 'elegant' || design.color === 'gold'
      ? `<rect x="${x + inset}" y="${y + inset + scallop}" width="${w - 2 * inset}" height="${h - 2 * inset - scallop}" rx="${Math.max(0, radius - inset)}" fill="none" stroke="${palette.accent}" stroke-width="3" opacity="0.7"/>`
      : ''
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    '<defs>',
    '<linearGradient id="ground" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f3f1ed"/><stop offset="1" stop-color="#e4e0d9"/></linearGradient>',
    '<linearGradient id="spineV" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000" stop-opacity="0.25"/><stop offset="1" stop-color="#000" stop-opacity="0"/></linearGradient>',
    '<linearGradient id="spine" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0.25"/><stop offset="1" stop-color="#000" stop-opacity="0"/></linearGradient>',
    '</defs>',
    `<rect width="${width}" height="${height}" fill="url(#ground)"/>`,
    // A soft shadow of stacked translucent copies: a blur filter costs ten times the drawing.
    ...[
      [2, 3, 0.1],
      [4, 7, 0.07],
      [7, 12, 0.05],
      [10, 17, 0.03],
    ].map(
      ([dx, dy, opacity]) =>
        `<path d="${outline}" fill="#000" opacity="${opacity}" transform="translate(${dx} ${dy})"/>`,
    ),
    `<path d="${outline}" fill="${palette.paper}"/>`,
    fold,
    border,
    `<g transform="translate(${round(motifX)} ${round(motifY)}) scale(${fine(motifSize / 200)})">${motif(design.occasion as CardOccasion, palette, rand)}</g>`,
    `<g fill="${palette.ink}" font-family="${family}" text-anchor="middle" font-style="${serif ? 'italic' : 'normal'}">${text}${sample}</g>`,
    '</svg>',
  ].join('')
}

/**
 * A design picture's file name: `design-{designId}-{language}-v1.jpg`. The version is the
 * drawing's: asset URLs are cached for good, so a changed drawing takes the next one.
 */
export const cardPictureName = /^design-([1-9]\d{0,9})-([a-z]{2})-v1\.jpg$/

export function isGreetingLanguage(value: string): value is GreetingLanguage {
  return (greetingLanguages as readonly string[]).includes(value)
}
