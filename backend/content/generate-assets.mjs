#!/usr/bin/env node
// Renders the reference images (product-photography-like SVG compositions) to JPEG with
// sharp, into assets/f/287465/{w}x{h}/{hash}/{name}.jpg — the same path layout as
// Storyblok's asset CDN. Deterministic: the same scene is drawn every time.
//
//   node backend/content/generate-assets.mjs           render missing images
//   node backend/content/generate-assets.mjs --force   render all images again
import { existsSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'
import { ASSETS, assetPath } from './lib/assets.mjs'

const ROOT = dirname(fileURLToPath(import.meta.url))
const OUT = join(ROOT, 'assets')
const FORCE = process.argv.includes('--force')

// ------------------------------------------------------------------ helpers
let uid = 0
const id = (p) => `${p}${++uid}`

function rng(seed) {
  let a = 0
  for (const ch of String(seed)) a = (a * 31 + ch.charCodeAt(0)) >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

function linear(stops, x2 = 0, y2 = 1) {
  const gid = id('g')
  const s = stops
    .map(([o, c, op = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${op}"/>`)
    .join('')
  return {
    id: gid,
    def: `<linearGradient id="${gid}" x1="0" y1="0" x2="${x2}" y2="${y2}">${s}</linearGradient>`,
  }
}

function radial(stops, cx = 0.5, cy = 0.5, r = 0.5) {
  const gid = id('r')
  const s = stops
    .map(([o, c, op = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${op}"/>`)
    .join('')
  return {
    id: gid,
    def: `<radialGradient id="${gid}" cx="${cx}" cy="${cy}" r="${r}">${s}</radialGradient>`,
  }
}

/** A soft drop shadow under a rectangle (blurred dark rect). */
function shadow(x, y, w, h, { blur = 14, dx = 10, dy = 16, opacity = 0.35, rx = 0 } = {}) {
  const fid = id('f')
  return `<filter id="${fid}" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur stdDeviation="${blur}"/></filter>
<rect x="${x + dx}" y="${y + dy}" width="${w}" height="${h}" rx="${rx}" fill="#000" opacity="${opacity}" filter="url(#${fid})"/>`
}

function mountains(r, W, H, horizon, colours) {
  return colours
    .map((c, layer) => {
      const base = horizon + layer * H * 0.06
      const pts = [`0,${H}`, `0,${base}`]
      const steps = 6 + layer * 2
      for (let i = 0; i <= steps; i++) {
        const x = (W / steps) * i
        const peak = base - (0.12 + r() * 0.28) * H * (1 - layer * 0.25)
        pts.push(`${x.toFixed(1)},${(i % 2 ? peak : base - r() * H * 0.08).toFixed(1)}`)
      }
      pts.push(`${W},${base}`, `${W},${H}`)
      return `<polygon points="${pts.join(' ')}" fill="${c}"/>`
    })
    .join('')
}

/** A "photo" (landscape, sea, forest, flowers, family, city, abstract) as a nested svg. */
function photo(x, y, w, h, kind, seed = kind) {
  const r = rng(seed)
  const W = 600
  const H = 400
  let defs = ''
  let body = ''
  const add = (g) => {
    defs += g.def
    return g.id
  }
  switch (kind) {
    case 'mountain': {
      const sky = add(
        linear([
          [0, '#7fb2e5'],
          [0.6, '#f6d7a7'],
          [1, '#f3b27a'],
        ]),
      )
      const lake = add(
        linear([
          [0, '#5d8fb8'],
          [1, '#1f4e6e'],
        ]),
      )
      body = `<rect width="${W}" height="${H}" fill="url(#${sky})"/><circle cx="${420 + r() * 60}" cy="120" r="34" fill="#fff3c4" opacity="0.9"/>
${mountains(r, W, H, 230, ['#8da3b8', '#5f7a8c', '#3d5566'])}
<rect y="300" width="${W}" height="100" fill="url(#${lake})"/><rect y="300" width="${W}" height="3" fill="#dfe9f1" opacity="0.6"/>`
      break
    }
    case 'sea': {
      const sky = add(
        linear([
          [0, '#4aa3df'],
          [1, '#cfe9f7'],
        ]),
      )
      const sea = add(
        linear([
          [0, '#1b7fb5'],
          [1, '#0f4d73'],
        ]),
      )
      const sand = add(
        linear([
          [0, '#f2dcae'],
          [1, '#d9b77e'],
        ]),
      )
      body = `<rect width="${W}" height="${H}" fill="url(#${sky})"/><circle cx="140" cy="90" r="40" fill="#fffbe6"/>
<ellipse cx="420" cy="80" rx="70" ry="16" fill="#fff" opacity="0.7"/><ellipse cx="470" cy="70" rx="40" ry="14" fill="#fff" opacity="0.8"/>
<rect y="210" width="${W}" height="190" fill="url(#${sea})"/>
<path d="M0 330 Q 150 290 300 320 T 600 300 L600 400 L0 400Z" fill="url(#${sand})"/>
<path d="M0 330 Q 150 290 300 320 T 600 300" stroke="#fff" stroke-width="5" fill="none" opacity="0.8"/>`
      break
    }
    case 'forest': {
      const sky = add(
        linear([
          [0, '#b9d9ea'],
          [1, '#e9f1e4'],
        ]),
      )
      body = `<rect width="${W}" height="${H}" fill="url(#${sky})"/>${mountains(r, W, H, 250, ['#9bb89a', '#6f9a74'])}`
      for (let row = 0; row < 3; row++) {
        for (let i = 0; i < 14; i++) {
          const tx = i * 46 + r() * 20 - 10 + row * 15
          const ty = 300 + row * 40
          const th = 90 + r() * 50
          body += `<polygon points="${tx},${ty} ${tx + 22},${ty - th} ${tx + 44},${ty}" fill="${['#2f5d3a', '#3b6e45', '#254c30'][row]}"/>`
        }
      }
      body += `<rect y="370" width="${W}" height="30" fill="#2a4a2f"/>`
      break
    }
    case 'flowers': {
      const bg = add(
        linear([
          [0, '#fbe3e8'],
          [1, '#f5c6d3'],
        ]),
      )
      body = `<rect width="${W}" height="${H}" fill="url(#${bg})"/>`
      for (let i = 0; i < 9; i++) {
        const cx = 60 + r() * 480
        const cy = 60 + r() * 280
        const s = 30 + r() * 40
        const c = ['#e35d7a', '#f29e4c', '#ffffff', '#c94f8a'][i % 4]
        for (let p = 0; p < 6; p++)
          body += `<ellipse cx="${cx}" cy="${cy - s * 0.55}" rx="${s * 0.32}" ry="${s * 0.6}" fill="${c}" transform="rotate(${p * 60} ${cx} ${cy})" opacity="0.92"/>`
        body += `<circle cx="${cx}" cy="${cy}" r="${s * 0.25}" fill="#f7d046"/>`
      }
      break
    }
    case 'family': {
      const bg = add(
        linear([
          [0, '#f6e2c8'],
          [1, '#e7b98a'],
        ]),
      )
      const sun = add(
        radial(
          [
            [0, '#fff7e0', 0.9],
            [1, '#fff7e0', 0],
          ],
          0.75,
          0.25,
          0.5,
        ),
      )
      body = `<rect width="${W}" height="${H}" fill="url(#${bg})"/><rect width="${W}" height="${H}" fill="url(#${sun})"/>
<rect y="310" width="${W}" height="90" fill="#b8c98e"/>`
      const people = [
        [180, 1.0, '#3f5d7d'],
        [300, 0.75, '#c65b4a'],
        [400, 1.05, '#4b6b4f'],
      ]
      for (const [px, s, c] of people) {
        body += `<circle cx="${px}" cy="${330 - 200 * s}" r="${28 * s}" fill="#5b3d2e"/>
<path d="M${px - 48 * s} 340 Q ${px - 50 * s} ${330 - 150 * s} ${px} ${330 - 160 * s} Q ${px + 50 * s} ${330 - 150 * s} ${px + 48 * s} 340 Z" fill="${c}"/>`
      }
      break
    }
    case 'city': {
      const sky = add(
        linear([
          [0, '#1d2b53'],
          [0.6, '#7e4a8c'],
          [1, '#f28b66'],
        ]),
      )
      body = `<rect width="${W}" height="${H}" fill="url(#${sky})"/>`
      let bx = 0
      while (bx < W) {
        const bw = 40 + r() * 50
        const bh = 120 + r() * 200
        body += `<rect x="${bx}" y="${H - bh}" width="${bw - 4}" height="${bh}" fill="#141b33"/>`
        for (let wy = H - bh + 12; wy < H - 10; wy += 18) {
          for (let wx = bx + 8; wx < bx + bw - 12; wx += 14)
            if (r() > 0.45)
              body += `<rect x="${wx}" y="${wy}" width="6" height="8" fill="#f7d98b" opacity="0.85"/>`
        }
        bx += bw
      }
      break
    }
    case 'abstract': {
      const bg = add(
        linear([
          [0, '#f1ece4'],
          [1, '#e4dbcf'],
        ]),
      )
      body = `<rect width="${W}" height="${H}" fill="url(#${bg})"/>
<circle cx="${200 + r() * 60}" cy="200" r="130" fill="#d9704f" opacity="0.9"/>
<rect x="300" y="90" width="200" height="230" fill="#24445c" opacity="0.92"/>
<circle cx="420" cy="300" r="70" fill="#e9b949" opacity="0.9"/>
<path d="M40 360 Q 300 250 560 360" stroke="#24445c" stroke-width="8" fill="none"/>`
      break
    }
    default: {
      const bg = add(
        linear([
          [0, '#ddd'],
          [1, '#bbb'],
        ]),
      )
      body = `<rect width="${W}" height="${H}" fill="url(#${bg})"/>`
    }
  }
  return `<svg x="${x}" y="${y}" width="${w}" height="${h}" viewBox="0 0 ${W} ${H}" preserveAspectRatio="xMidYMid slice"><defs>${defs}</defs>${body}</svg>`
}

function room(
  W,
  H,
  wall = ['#efe9e1', '#e3dbd0'],
  floorY = H * 0.8,
  floor = ['#c9a882', '#a98660'],
) {
  const w = linear([
    [0, wall[0]],
    [1, wall[1]],
  ])
  const f = linear([
    [0, floor[0]],
    [1, floor[1]],
  ])
  const light = radial(
    [
      [0, '#ffffff', 0.45],
      [1, '#ffffff', 0],
    ],
    0.3,
    0.1,
    0.8,
  )
  return {
    defs: w.def + f.def + light.def,
    svg: `<rect width="${W}" height="${H}" fill="url(#${w.id})"/><rect width="${W}" height="${H}" fill="url(#${light.id})"/>
<rect y="${floorY}" width="${W}" height="${H - floorY}" fill="url(#${f.id})"/><rect y="${floorY - 10}" width="${W}" height="12" fill="#f8f5f0"/>`,
  }
}

function canvasPrint(x, y, w, h, kind, depth = 16) {
  return `${shadow(x, y, w, h, { blur: 18, dx: 14, dy: 18, opacity: 0.3 })}
<polygon points="${x + w},${y} ${x + w + depth},${y + depth * 0.6} ${x + w + depth},${y + h + depth * 0.6} ${x + w},${y + h}" fill="#000" opacity="0.25"/>
${photo(x, y, w, h, kind)}<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="none" stroke="#000" stroke-opacity="0.08"/>`
}

function framed(
  x,
  y,
  w,
  h,
  kind,
  { frame = '#1f1f1f', border = 14, mat = 0.12, matColour = '#fbfaf7' } = {},
) {
  const m = Math.round(Math.min(w, h) * mat)
  return `${shadow(x, y, w, h, { blur: 12, dx: 8, dy: 12, opacity: 0.3 })}
<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${frame}"/>
<rect x="${x + border}" y="${y + border}" width="${w - 2 * border}" height="${h - 2 * border}" fill="${matColour}"/>
<rect x="${x + border}" y="${y + border}" width="${w - 2 * border}" height="4" fill="#000" opacity="0.12"/>
${kind ? photo(x + border + m, y + border + m, w - 2 * (border + m), h - 2 * (border + m), kind) : ''}
${kind ? `<rect x="${x + border + m}" y="${y + border + m}" width="${w - 2 * (border + m)}" height="${h - 2 * (border + m)}" fill="none" stroke="#000" stroke-opacity="0.15" stroke-width="2"/>` : ''}`
}

function acrylicPrint(x, y, w, h, kind) {
  const gloss = linear(
    [
      [0, '#ffffff', 0.0],
      [0.45, '#ffffff', 0.0],
      [0.5, '#ffffff', 0.35],
      [0.6, '#ffffff', 0.05],
      [1, '#ffffff', 0],
    ],
    1,
    1,
  )
  return `<defs>${gloss.def}</defs>${shadow(x, y, w, h, { blur: 22, dx: 0, dy: 24, opacity: 0.45 })}
${photo(x, y, w, h, kind)}<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="url(#${gloss.id})"/>
<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="none" stroke="#fff" stroke-opacity="0.5" stroke-width="2"/>`
}

function sofa(x, y, w, colour = '#8c9399') {
  return `${shadow(x, y + 40, w, 120, { blur: 20, dx: 0, dy: 20, opacity: 0.25 })}
<rect x="${x}" y="${y}" width="${w}" height="110" rx="26" fill="${colour}"/>
<rect x="${x - 30}" y="${y + 50}" width="70" height="120" rx="24" fill="${colour}"/><rect x="${x + w - 40}" y="${y + 50}" width="70" height="120" rx="24" fill="${colour}"/>
<rect x="${x + 30}" y="${y + 80}" width="${w - 60}" height="80" rx="16" fill="${colour}" opacity="0.9"/>
<rect x="${x + 30}" y="${y + 80}" width="${w / 2 - 34}" height="14" rx="7" fill="#000" opacity="0.08"/>
<rect x="${x + 60}" y="${y + 30}" width="90" height="70" rx="18" fill="#e0b34a"/><rect x="${x + w - 160}" y="${y + 30}" width="90" height="70" rx="18" fill="#d9d3c7"/>
<rect x="${x}" y="${y + 170}" width="10" height="26" fill="#5a4632"/><rect x="${x + w - 10}" y="${y + 170}" width="10" height="26" fill="#5a4632"/>`
}

function plant(x, y, s = 1) {
  let leaves = ''
  for (let i = 0; i < 7; i++) {
    const a = -70 + i * 23
    leaves += `<ellipse cx="${x}" cy="${y - 70 * s}" rx="${16 * s}" ry="${62 * s}" fill="${i % 2 ? '#3f7a4e' : '#4f9160'}" transform="rotate(${a} ${x} ${y - 10 * s})"/>`
  }
  return `${leaves}<path d="M${x - 34 * s} ${y - 10 * s} L${x + 34 * s} ${y - 10 * s} L${x + 26 * s} ${y + 60 * s} L${x - 26 * s} ${y + 60 * s}Z" fill="#d8cfc2"/>`
}

function sideboard(x, y, w, h = 120) {
  return `${shadow(x, y, w, h, { blur: 14, dx: 0, dy: 14, opacity: 0.25 })}
<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#b88a5d"/><rect x="${x}" y="${y}" width="${w}" height="8" fill="#c99b6c"/>
<line x1="${x + w / 3}" y1="${y + 14}" x2="${x + w / 3}" y2="${y + h - 6}" stroke="#8f6a45" stroke-width="3"/>
<line x1="${x + (2 * w) / 3}" y1="${y + 14}" x2="${x + (2 * w) / 3}" y2="${y + h - 6}" stroke="#8f6a45" stroke-width="3"/>
<rect x="${x + 20}" y="${y + h}" width="10" height="30" fill="#6e5136"/><rect x="${x + w - 30}" y="${y + h}" width="10" height="30" fill="#6e5136"/>`
}

function table(W, H, top = H * 0.55, colours = ['#c49a6c', '#9c7148']) {
  const g = linear([
    [0, colours[0]],
    [1, colours[1]],
  ])
  let grain = ''
  for (let i = 0; i < 14; i++)
    grain += `<path d="M0 ${top + 20 + i * ((H - top) / 14)} Q ${W / 2} ${top + 10 + i * ((H - top) / 14)} ${W} ${top + 24 + i * ((H - top) / 14)}" stroke="#000" stroke-opacity="0.05" stroke-width="3" fill="none"/>`
  return `<defs>${g.def}</defs><rect y="${top}" width="${W}" height="${H - top}" fill="url(#${g.id})"/>${grain}`
}

function calendarSheet(x, y, w, h, kind, { spiral = true, month = 'MAY', start = 4 } = {}) {
  const photoH = h * 0.58
  let grid = ''
  const cols = 7
  const rows = 5
  const gx = x + w * 0.07
  const gy = y + photoH + h * 0.11
  const cw = (w * 0.86) / cols
  const ch = (h - photoH - h * 0.15) / rows
  let day = 1
  for (let rI = 0; rI < rows; rI++) {
    for (let c = 0; c < cols; c++) {
      const idx = rI * cols + c
      if (idx >= start && day <= 31) {
        const weekend = c >= 5
        grid += `<text x="${gx + c * cw + cw / 2}" y="${gy + rI * ch + ch * 0.7}" font-family="DejaVu Sans, sans-serif" font-size="${Math.max(8, ch * 0.5)}" text-anchor="middle" fill="${weekend ? '#c0392b' : '#333'}">${day++}</text>`
      }
    }
  }
  let rings = ''
  if (spiral)
    for (let i = 0; i < 16; i++)
      rings += `<rect x="${x + w * 0.05 + (i * (w * 0.9)) / 15 - 3}" y="${y - 8}" width="6" height="18" rx="3" fill="#9aa0a6"/>`
  return `${shadow(x, y, w, h, { blur: 10, dx: 6, dy: 10, opacity: 0.3 })}<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#fdfcfa"/>
${photo(x + w * 0.05, y + w * 0.05, w * 0.9, photoH - w * 0.05, kind)}
<text x="${x + w * 0.07}" y="${y + photoH + h * 0.07}" font-family="DejaVu Sans, sans-serif" font-weight="bold" font-size="${h * 0.045}" fill="#333" letter-spacing="2">${month} 2027</text>
${grid}${rings}`
}

function card(x, y, w, h, angle, kind, { border = 0.06, env = false, envColour = '#d9cbb5' } = {}) {
  const cx = x + w / 2
  const cy = y + h / 2
  const b = Math.round(w * border)
  const inner = env
    ? `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${envColour}"/><path d="M${x} ${y} L${cx} ${y + h * 0.55} L${x + w} ${y}" fill="none" stroke="#000" stroke-opacity="0.15" stroke-width="3"/>`
    : `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#fffdf9"/>${photo(x + b, y + b, w - 2 * b, h * 0.68, kind)}
<rect x="${x + w * 0.2}" y="${y + h * 0.8}" width="${w * 0.6}" height="${h * 0.035}" rx="4" fill="#b08d57"/><rect x="${x + w * 0.3}" y="${y + h * 0.87}" width="${w * 0.4}" height="${h * 0.025}" rx="3" fill="#c9c2b6"/>`
  return `<g transform="rotate(${angle} ${cx} ${cy})">${shadow(x, y, w, h, { blur: 8, dx: 6, dy: 8, opacity: 0.3 })}${inner}</g>`
}

function print(x, y, w, h, angle, kind, border = 10) {
  const cx = x + w / 2
  const cy = y + h / 2
  return `<g transform="rotate(${angle} ${cx} ${cy})">${shadow(x, y, w, h, { blur: 6, dx: 4, dy: 6, opacity: 0.3 })}
<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#fff"/>${photo(x + border, y + border, w - 2 * border, h - 2 * border, kind)}</g>`
}

// ------------------------------------------------------------------ scenes
const KINDS = ['mountain', 'sea', 'forest', 'flowers', 'family', 'city', 'abstract']

const SCENES = {
  'hero-cards-stack': (W, H) => {
    return `${table(W, H, 0, ['#caa57a', '#a37a4f'])}
${card(180, 260, 380, 270, -14, null, { env: true, envColour: '#e7c8c0' })}
${card(260, 180, 380, 270, -6, null, { env: true, envColour: '#c9d8d0' })}
${card(640, 130, 420, 590, 4, 'family')}
${card(1020, 220, 380, 530, 12, 'flowers')}
${card(820, 560, 380, 260, -3, null, { env: true, envColour: '#f0e6d2' })}
${plant(1460, 210, 1.1)}`
  },
  'hero-calendar-wall': (W, H) => {
    const r = room(W, H, ['#eef0ec', '#dfe3de'], H * 0.86)
    return `<defs>${r.defs}</defs>${r.svg}
<line x1="800" y1="60" x2="800" y2="82" stroke="#555" stroke-width="3"/>
${calendarSheet(640, 90, 320, 450, 'mountain', { month: 'MAY' })}
<rect x="300" y="640" width="1000" height="24" fill="#f4efe7"/>${shadow(300, 640, 1000, 24, { opacity: 0.2 })}
<rect x="360" y="664" width="16" height="140" fill="#cfc6b8"/><rect x="1224" y="664" width="16" height="140" fill="#cfc6b8"/>
<rect x="420" y="590" width="180" height="50" fill="#2f4858"/><rect x="440" y="560" width="140" height="30" fill="#c65b4a"/>
${plant(1180, 590, 0.7)}`
  },
  'hero-calendar-desk': (W, H) => {
    return `<rect width="${W}" height="${H}" fill="#e9edf0"/>${table(W, H, H * 0.55, ['#d7c3a5', '#b99c74'])}
<polygon points="520,700 1060,700 1000,330 580,330" fill="#d6d0c6"/>
${calendarSheet(560, 240, 460, 440, 'sea', { month: 'JULY', spiral: true })}
<ellipse cx="1260" cy="690" rx="80" ry="20" fill="#000" opacity="0.15"/><rect x="1190" y="560" width="140" height="130" rx="18" fill="#3f6e8c"/>
<path d="M1330 590 q50 10 0 70" stroke="#3f6e8c" stroke-width="16" fill="none"/><ellipse cx="1260" cy="562" rx="70" ry="14" fill="#5b3a29"/>
<rect x="260" y="640" width="220" height="14" rx="7" fill="#2d2d2d" transform="rotate(-8 370 647)"/>`
  },
  'hero-photobook': (W, H) => {
    const page = linear(
      [
        [0, '#f3f0ea'],
        [0.92, '#ffffff'],
        [1, '#d6d0c4'],
      ],
      1,
      0,
    )
    const page2 = linear(
      [
        [0, '#d6d0c4'],
        [0.08, '#ffffff'],
        [1, '#f3f0ea'],
      ],
      1,
      0,
    )
    return `<rect width="${W}" height="${H}" fill="#d9d4c7"/><rect width="${W}" height="${H}" fill="#cfc8b8" opacity="0.4"/>
<defs>${page.def}${page2.def}</defs>${shadow(260, 150, 1080, 620, { blur: 24, dx: 0, dy: 26, opacity: 0.35 })}
<rect x="250" y="140" width="1100" height="640" rx="8" fill="#34495e"/>
<rect x="270" y="150" width="530" height="620" fill="url(#${page.id})"/><rect x="800" y="150" width="530" height="620" fill="url(#${page2.id})"/>
${photo(310, 200, 450, 300, 'sea')}${photo(310, 520, 215, 210, 'family')}${photo(545, 520, 215, 210, 'flowers')}
${photo(840, 200, 450, 530, 'mountain')}`
  },
  'hero-photobox': (W, H) => {
    const wood = linear(
      [
        [0, '#e2c49b'],
        [1, '#c9a376'],
      ],
      1,
      1,
    )
    return `${table(W, H, 0, ['#f0ebe3', '#e2dbd0'])}<defs>${wood.def}</defs>
${shadow(420, 190, 620, 460, { blur: 20, dx: 10, dy: 20, opacity: 0.35 })}
<rect x="420" y="190" width="620" height="460" rx="10" fill="url(#${wood.id})"/><rect x="450" y="220" width="560" height="400" rx="6" fill="#8a6a47"/>
${print(470, 240, 520, 360, 0, 'mountain', 14)}${print(480, 250, 510, 345, 2, 'sea', 14)}
<g transform="rotate(-8 1260 420)">${shadow(1090, 230, 400, 300, { opacity: 0.3 })}<rect x="1090" y="230" width="400" height="300" rx="10" fill="url(#${wood.id})"/>${photo(1120, 260, 340, 240, 'family')}</g>
${print(140, 520, 260, 180, -12, 'forest')}${print(250, 640, 260, 180, 6, 'flowers')}${print(1120, 640, 260, 180, -4, 'city')}`
  },
  'hero-photo-prints': (W, H) => {
    let s = table(W, H, 0, ['#e6e1d8', '#d3ccbf'])
    KINDS.forEach((k, i) => {
      const a = -36 + i * 12
      s += print(620, 240, 360, 250, a, k, 12)
    })
    s += print(200, 560, 300, 210, -8, 'sea')
    s += print(1120, 560, 300, 210, 9, 'mountain')
    return s
  },
  'hero-canvas-livingroom': (W, H) => {
    const r = room(W, H, ['#e9e4dc', '#dcd4c8'], H * 0.84)
    return `<defs>${r.defs}</defs>${r.svg}${canvasPrint(430, 110, 740, 400, 'mountain', 22)}${sofa(360, 560, 880)}${plant(1380, 650, 1.2)}`
  },
  'hero-wallart-gallery': (W, H) => {
    const r = room(W, H, ['#dfe6e4', '#cdd7d4'], H * 0.88)
    return `<defs>${r.defs}</defs>${r.svg}
${framed(360, 90, 300, 380, 'forest', { frame: '#2b2b2b', border: 12 })}
${acrylicPrint(700, 90, 420, 280, 'sea')}
${canvasPrint(700, 400, 200, 200, 'abstract', 12)}
${framed(930, 400, 190, 200, 'flowers', { frame: '#c9a46a', border: 10, mat: 0.1 })}
${framed(1160, 90, 200, 260, 'city', { frame: '#f5f5f5', border: 10 })}
${framed(1160, 380, 200, 220, 'family', { frame: '#2b2b2b', border: 10, mat: 0.08 })}
${sideboard(330, 650, 1060, 110)}${plant(420, 650, 0.6)}`
  },
  'hero-acrylic': (W, H) => {
    const wall = linear([
      [0, '#253a52'],
      [1, '#1a2b3e'],
    ])
    const spot = radial(
      [
        [0, '#ffffff', 0.28],
        [1, '#ffffff', 0],
      ],
      0.5,
      0.35,
      0.55,
    )
    return `<defs>${wall.def}${spot.def}</defs><rect width="${W}" height="${H}" fill="url(#${wall.id})"/><rect width="${W}" height="${H}" fill="url(#${spot.id})"/>
<rect y="${H * 0.86}" width="${W}" height="${H * 0.14}" fill="#6b5846"/>${acrylicPrint(380, 130, 840, 500, 'sea')}`
  },
  'hero-framed-poster': (W, H) => {
    const r = room(W, H, ['#f1ede6', '#e5dfd5'], H * 0.9)
    return `<defs>${r.defs}</defs>${r.svg}${framed(560, 70, 480, 640, 'abstract', { frame: '#1c1c1c', border: 16, mat: 0.14 })}${plant(1260, 760, 1.3)}${plant(300, 780, 0.9)}`
  },
  'error-empty-frame': (W, H) => {
    const r = room(W, H, ['#ece8e1', '#ddd6cb'], H * 0.88)
    return `<defs>${r.defs}</defs>${r.svg}
<circle cx="${W / 2}" cy="110" r="5" fill="#777"/><path d="M${W / 2} 110 L${W / 2 - 110} 180 M${W / 2} 110 L${W / 2 + 110} 180" stroke="#777" stroke-width="2"/>
${framed(W / 2 - 200, 170, 400, 300, null, { frame: '#8c6a48', border: 18, mat: 0 })}
<rect x="${W / 2 - 182}" y="188" width="364" height="264" fill="#f4f1ec"/>`
  },
  'mag-calendar-planning': (W, H) => {
    let s = table(W, H, 0, ['#d3b590', '#b8966c'])
    s += calendarSheet(420, 130, 340, 470, 'forest', { spiral: true, month: 'APRIL', start: 3 })
    s +=
      print(110, 120, 240, 170, -10, 'sea') +
      print(90, 360, 240, 170, 6, 'family') +
      print(150, 560, 220, 150, -4, 'flowers')
    s += print(840, 110, 240, 170, 8, 'mountain') + print(860, 350, 240, 170, -6, 'city')
    s += `<rect x="820" y="620" width="260" height="16" rx="8" fill="#2c3e50" transform="rotate(-20 950 628)"/>`
    return s
  },
  'mag-calendar-months': (W, H) => {
    let s = `<rect width="${W}" height="${H}" fill="#f2efe9"/>`
    const months = [
      'JAN',
      'FEB',
      'MAR',
      'APR',
      'MAY',
      'JUN',
      'JUL',
      'AUG',
      'SEP',
      'OCT',
      'NOV',
      'DEC',
    ]
    const kinds = [
      'mountain',
      'city',
      'flowers',
      'flowers',
      'forest',
      'sea',
      'sea',
      'family',
      'forest',
      'abstract',
      'city',
      'mountain',
    ]
    months.forEach((m, i) => {
      const col = i % 4
      const row = Math.floor(i / 4)
      s += calendarSheet(70 + col * 280, 40 + row * 250, 220, 220, kinds[i], {
        spiral: false,
        month: m,
        start: (i * 3) % 7,
      })
    })
    return s
  },
  'mag-hanging-tools': (W, H) => {
    const r = room(W, H, ['#f3f0ea', '#e6e1d8'], H * 0.98)
    return `<defs>${r.defs}</defs>${r.svg}
<path d="M520 200 l30 0 M535 185 l0 30" stroke="#555" stroke-width="3"/><path d="M780 200 l30 0 M795 185 l0 30" stroke="#555" stroke-width="3"/>
<line x1="535" y1="200" x2="795" y2="200" stroke="#777" stroke-dasharray="8 8" stroke-width="2"/>
${shadow(300, 420, 600, 70, { opacity: 0.3 })}<rect x="300" y="420" width="600" height="70" rx="8" fill="#f2c230"/>
<rect x="560" y="436" width="80" height="38" rx="19" fill="#bfe3b4" stroke="#7a9a6e" stroke-width="3"/><circle cx="602" cy="455" r="10" fill="#eaf7e4"/>
<g transform="rotate(-12 600 620)">${shadow(200, 600, 800, 50, { opacity: 0.25 })}<rect x="200" y="600" width="800" height="50" fill="#f7e07b"/>
${Array.from({ length: 40 }, (_, i) => `<line x1="${200 + i * 20}" y1="600" x2="${200 + i * 20}" y2="${i % 5 ? 614 : 624}" stroke="#333" stroke-width="2"/>`).join('')}</g>
<g transform="rotate(25 950 330)"><rect x="900" y="320" width="220" height="22" fill="#e8a33d"/><polygon points="1120,320 1160,331 1120,342" fill="#f1d1a8"/><polygon points="1148,327 1160,331 1148,335" fill="#333"/><rect x="880" y="320" width="24" height="22" fill="#e86a6a"/></g>`
  },
  'mag-hanging-height': (W, H) => {
    const r = room(W, H, ['#e3e8e6', '#d3dad7'], H * 0.92)
    return `<defs>${r.defs}</defs>${r.svg}${canvasPrint(300, 120, 280, 360, 'forest', 12)}${canvasPrint(640, 120, 280, 360, 'mountain', 12)}
<line x1="240" y1="300" x2="980" y2="300" stroke="#c0392b" stroke-width="2" stroke-dasharray="10 8" opacity="0.7"/>
${sideboard(260, 560, 700, 140)}${plant(1020, 700, 0.8)}`
  },
}

// tiles: a pastel background and a simple icon
const TILE_ICONS = {
  'tile-occasion-birth': [
    '#dcebf7',
    (c) =>
      `<ellipse cx="${c - 30}" cy="165" rx="28" ry="44" fill="#f2c1b6"/><ellipse cx="${c + 30}" cy="175" rx="28" ry="44" fill="#f2c1b6"/>${[0, 1, 2, 3, 4].map((i) => `<circle cx="${c - 52 + i * 10}" cy="${108 - (i === 0 ? 4 : 0)}" r="${i === 0 ? 9 : 6}" fill="#f2c1b6"/><circle cx="${c + 8 + i * 10}" cy="${118 - (i === 4 ? 4 : 0)}" r="${i === 4 ? 9 : 6}" fill="#f2c1b6"/>`).join('')}`,
  ],
  'tile-occasion-wedding': [
    '#f7ebe4',
    (c) =>
      `<circle cx="${c - 28}" cy="160" r="48" fill="none" stroke="#d4af37" stroke-width="14"/><circle cx="${c + 28}" cy="160" r="48" fill="none" stroke="#e3c565" stroke-width="14"/><polygon points="${c - 28},100 ${c - 14},86 ${c - 42},86" fill="#bfe6ff"/>`,
  ],
  'tile-occasion-birthday': [
    '#fbe7ef',
    (c) =>
      `<rect x="${c - 80}" y="150" width="160" height="80" rx="10" fill="#f4a3b8"/><rect x="${c - 80}" y="150" width="160" height="18" fill="#fff" opacity="0.7"/><rect x="${c - 100}" y="228" width="200" height="10" rx="5" fill="#c9c1b5"/>${[-50, 0, 50].map((d) => `<rect x="${c + d - 5}" y="110" width="10" height="40" fill="#7fb2e5"/><ellipse cx="${c + d}" cy="100" rx="7" ry="12" fill="#f7b733"/>`).join('')}`,
  ],
  'tile-occasion-baptism': [
    '#e6f1f7',
    (c) =>
      `<ellipse cx="${c}" cy="160" rx="70" ry="38" fill="#fff"/><circle cx="${c + 58}" cy="130" r="26" fill="#fff"/><polygon points="${c + 80},128 ${c + 100},134 ${c + 80},140" fill="#f2b84b"/><circle cx="${c + 64}" cy="124" r="4" fill="#333"/><path d="M${c - 20} 150 q -40 -80 -90 -60 q 30 40 70 80z" fill="#f4f7fa" stroke="#c9d6df"/><path d="M${c - 60} 190 l-40 20" stroke="#8fbf6a" stroke-width="6"/>`,
  ],
  'tile-occasion-communion': [
    '#f4f0e6',
    (c) =>
      `<path d="M${c - 55} 90 h110 q0 70 -55 80 q-55 -10 -55 -80z" fill="#d4af37"/><rect x="${c - 8}" y="168" width="16" height="50" fill="#c29d2f"/><rect x="${c - 45}" y="215" width="90" height="14" rx="6" fill="#d4af37"/><circle cx="${c}" cy="70" r="22" fill="#fffaf0" stroke="#e0d2a8" stroke-width="3"/>`,
  ],
  'tile-occasion-confirmation': [
    '#eef0e6',
    (c) =>
      `<rect x="${c - 22}" y="110" width="44" height="120" rx="4" fill="#fbf8f0" stroke="#ddd3bd" stroke-width="3"/><path d="M${c} 106 q -16 -24 0 -50 q 16 26 0 50z" fill="#f7b733"/><path d="M${c} 100 q -7 -12 0 -26 q 7 14 0 26z" fill="#fff3c4"/><rect x="${c - 50}" y="228" width="100" height="12" rx="6" fill="#b5a98c"/>`,
  ],
  'tile-occasion-christmas': [
    '#e4efe8',
    (c) =>
      `<polygon points="${c},70 ${c + 70},190 ${c - 70},190" fill="#2f6b45"/><polygon points="${c},110 ${c + 85},230 ${c - 85},230" fill="#2a5e3d"/><rect x="${c - 14}" y="230" width="28" height="30" fill="#7a5230"/><polygon points="${c},48 ${c + 9},66 ${c + 28},68 ${c + 13},80 ${c + 18},99 ${c},88 ${c - 18},99 ${c - 13},80 ${c - 28},68 ${c - 9},66" fill="#f2c230"/>${[
        [-30, 170],
        [25, 150],
        [40, 210],
        [-45, 215],
        [0, 190],
      ]
        .map(
          ([dx, dy], i) =>
            `<circle cx="${c + dx}" cy="${dy}" r="8" fill="${['#c0392b', '#f2c230', '#fff'][i % 3]}"/>`,
        )
        .join('')}`,
  ],
  'tile-occasion-sympathy': [
    '#eceef1',
    (c) =>
      `<path d="M${c} 250 q -6 -80 4 -150" stroke="#6c8a5c" stroke-width="6" fill="none"/>${[0, 72, 144, 216, 288].map((a) => `<ellipse cx="${c + 4}" cy="70" rx="16" ry="46" fill="#fdfdfb" stroke="#d8dbe0" stroke-width="2" transform="rotate(${a} ${c + 4} 110)"/>`).join('')}<circle cx="${c + 4}" cy="110" r="10" fill="#e9c46a"/><ellipse cx="${c - 30}" cy="200" rx="12" ry="36" fill="#7e9c6c" transform="rotate(-35 ${c - 30} 200)"/>`,
  ],
  'tile-occasion-thanks': [
    '#fdece6',
    (c) =>
      `<path d="M${c} 235 C ${c - 130} 150 ${c - 80} 60 ${c} 115 C ${c + 80} 60 ${c + 130} 150 ${c} 235 Z" fill="#e35d5b"/><path d="M${c - 50} 110 q 10 -20 30 -12" stroke="#fff" stroke-width="8" fill="none" opacity="0.6"/>`,
  ],
  'tile-occasion-invitation': [
    '#f3eefb',
    (c) =>
      `${[
        [-50, 110, '#e35d7a'],
        [10, 90, '#7fb2e5'],
        [60, 120, '#f2c230'],
      ]
        .map(
          ([dx, cy, col]) =>
            `<ellipse cx="${c + dx}" cy="${cy}" rx="38" ry="48" fill="${col}"/><path d="M${c + dx} ${cy + 48} q -10 40 10 100" stroke="#999" stroke-width="2" fill="none"/>`,
        )
        .join('')}`,
  ],
  'tile-card-folded': [
    '#efe9e1',
    (c) =>
      `<polygon points="${c - 90},240 ${c},220 ${c},70 ${c - 90},90" fill="#e8e2d6"/><polygon points="${c},220 ${c + 90},240 ${c + 90},90 ${c},70" fill="#fffdf9"/>${photo(c + 12, 100, 66, 90, 'family')}<ellipse cx="${c}" cy="245" rx="110" ry="10" fill="#000" opacity="0.1"/>`,
  ],
  'tile-card-postcard': [
    '#e8f0f4',
    (c) =>
      `${shadow(c - 110, 80, 220, 150, { blur: 6, dx: 4, dy: 6, opacity: 0.25 })}<rect x="${c - 110}" y="80" width="220" height="150" fill="#fffdf9"/>${photo(c - 100, 90, 120, 130, 'sea')}<rect x="${c + 50}" y="92" width="44" height="52" fill="#e35d5b" stroke="#fff" stroke-width="3" stroke-dasharray="4 3"/>${[170, 190, 210].map((y) => `<line x1="${c + 30}" y1="${y}" x2="${c + 100}" y2="${y}" stroke="#b9b2a6" stroke-width="3"/>`).join('')}`,
  ],
  'tile-card-panorama': [
    '#f1ede4',
    (c) =>
      `${shadow(c - 130, 110, 260, 100, { blur: 6, opacity: 0.25 })}<rect x="${c - 130}" y="110" width="260" height="100" fill="#fff"/>${photo(c - 122, 118, 244, 84, 'mountain')}`,
  ],
  'tile-card-foil': [
    '#2f3b45',
    (c) =>
      `${shadow(c - 80, 70, 160, 200, { blur: 6, opacity: 0.4 })}<rect x="${c - 80}" y="70" width="160" height="200" fill="#fbf8f1"/><circle cx="${c}" cy="150" r="46" fill="none" stroke="#d4af37" stroke-width="6"/><path d="M${c - 30} 150 l20 20 l40 -44" stroke="#d4af37" stroke-width="6" fill="none"/><rect x="${c - 50}" y="225" width="100" height="8" rx="4" fill="#d4af37"/>`,
  ],
  'tile-calendar-wall': [
    '#eef0ec',
    (c) => calendarSheet(c - 80, 50, 160, 210, 'mountain', { month: 'MAY' }),
  ],
  'tile-calendar-desk': [
    '#e9edf0',
    (c) =>
      `<polygon points="${c - 120},240 ${c + 120},240 ${c + 90},90 ${c - 90},90" fill="#d6d0c6"/>${calendarSheet(c - 110, 70, 220, 165, 'sea', { month: 'JULY' })}`,
  ],
  'tile-calendar-family': [
    '#f4efe6',
    (c) =>
      `${shadow(c - 70, 40, 140, 230, { opacity: 0.25, blur: 8 })}<rect x="${c - 70}" y="40" width="140" height="230" fill="#fff"/>${photo(c - 62, 48, 124, 70, 'family')}${[0, 1, 2, 3].map((i) => `<rect x="${c - 62 + i * 31}" y="126" width="29" height="136" fill="${['#fbe3e8', '#e1efe6', '#e6eef8', '#fbf1d9'][i]}"/>`).join('')}${Array.from({ length: 8 }, (_, r) => `<line x1="${c - 62}" y1="${140 + r * 16}" x2="${c + 62}" y2="${140 + r * 16}" stroke="#ddd" stroke-width="1"/>`).join('')}`,
  ],
  'tile-calendar-kitchen': [
    '#f7f1e8',
    (c) =>
      `${shadow(c - 45, 30, 90, 250, { opacity: 0.25, blur: 8 })}<rect x="${c - 45}" y="30" width="90" height="250" fill="#fff"/>${photo(c - 39, 36, 78, 90, 'flowers')}${Array.from({ length: 12 }, (_, r) => `<line x1="${c - 39}" y1="${138 + r * 11}" x2="${c + 39}" y2="${138 + r * 11}" stroke="#ddd" stroke-width="1"/><text x="${c - 36}" y="${146 + r * 11}" font-family="DejaVu Sans, sans-serif" font-size="7" fill="#777">${r + 1}</text>`).join('')}`,
  ],
  'tile-calendar-appointment': [
    '#eaeef3',
    (c) =>
      `${shadow(c - 120, 80, 240, 160, { opacity: 0.25, blur: 8 })}<rect x="${c - 120}" y="80" width="240" height="160" fill="#fff"/>${photo(c - 112, 88, 80, 144, 'city')}${Array.from({ length: 9 }, (_, r) => `<line x1="${c - 24}" y1="${100 + r * 15}" x2="${c + 110}" y2="${100 + r * 15}" stroke="#cfd6de" stroke-width="2"/>`).join('')}<rect x="${c - 20}" y="128" width="60" height="10" rx="3" fill="#e35d7a" opacity="0.7"/>`,
  ],
  'tile-photobook': [
    '#e9e4da',
    (c) =>
      `${shadow(c - 90, 60, 180, 190, { opacity: 0.35, blur: 10 })}<rect x="${c - 90}" y="60" width="180" height="190" rx="4" fill="#34495e"/><rect x="${c - 90}" y="60" width="14" height="190" fill="#2c3e50"/>${photo(c - 60, 85, 130, 110, 'sea')}<rect x="${c - 45}" y="210" width="100" height="8" rx="4" fill="#ecf0f1" opacity="0.8"/>`,
  ],
  'tile-photobox': [
    '#f0ebe3',
    (c) =>
      `${shadow(c - 100, 90, 200, 150, { opacity: 0.3, blur: 10 })}<rect x="${c - 100}" y="90" width="200" height="150" rx="6" fill="#d9b88c"/><rect x="${c - 88}" y="102" width="176" height="126" fill="#8a6a47"/>${print(c - 84, 106, 168, 118, 0, 'mountain', 6)}${print(c + 20, 40, 110, 78, 14, 'family', 5)}`,
  ],
  'tile-photo-prints': [
    '#ebe7e0',
    (c) =>
      `${print(c - 110, 70, 130, 95, -10, 'sea', 6)}${print(c - 20, 60, 130, 95, 8, 'forest', 6)}${print(c - 90, 150, 150, 105, 4, 'family', 7)}${print(c + 10, 160, 110, 80, -6, 'flowers', 5)}`,
  ],
  'tile-collage': [
    '#f1ede6',
    (c) =>
      `${shadow(c - 110, 40, 220, 220, { opacity: 0.25, blur: 8 })}<rect x="${c - 110}" y="40" width="220" height="220" fill="#fff"/>${KINDS.concat(
        ['mountain', 'sea'],
      )
        .map((k, i) =>
          photo(c - 104 + (i % 3) * 70, 46 + Math.floor(i / 3) * 70, 66, 66, k, `${k}${i}`),
        )
        .join('')}`,
  ],
  'tile-voucher': [
    '#fbeee6',
    (c) =>
      `${shadow(c - 120, 90, 240, 130, { opacity: 0.25, blur: 8 })}<rect x="${c - 120}" y="90" width="240" height="130" rx="10" fill="#0b6e4f"/><rect x="${c - 40}" y="90" width="22" height="130" fill="#f2c230"/><rect x="${c - 120}" y="145" width="240" height="20" fill="#f2c230"/><path d="M${c - 29} 150 q -40 -50 -60 -10 q 20 20 60 10 q 40 -50 60 -10 q -20 20 -60 10" fill="#e0a91e"/><rect x="${c + 10}" y="185" width="90" height="12" rx="6" fill="#fff" opacity="0.8"/>`,
  ],
  'tile-material-canvas': ['#ece6dc', (c) => canvasPrint(c - 90, 60, 170, 180, 'mountain', 20)],
  'tile-material-acrylic': ['#243a52', (c) => acrylicPrint(c - 95, 60, 190, 180, 'sea')],
  'tile-material-alu': [
    '#e2e5e8',
    (c) => {
      const brush = linear(
        [
          [0, '#c5cacf'],
          [0.5, '#eef0f2'],
          [1, '#b9bfc5'],
        ],
        1,
        0.2,
      )
      return `<defs>${brush.def}</defs>${shadow(c - 100, 60, 200, 180, { opacity: 0.3 })}<rect x="${c - 100}" y="60" width="200" height="180" fill="url(#${brush.id})"/>${photo(c - 86, 74, 172, 152, 'city')}<rect x="${c - 100}" y="60" width="200" height="180" fill="#fff" opacity="0.08"/>`
    },
  ],
  'tile-material-poster': [
    '#efe9df',
    (c) =>
      `${shadow(c - 80, 50, 140, 200, { opacity: 0.25, blur: 8 })}<rect x="${c - 80}" y="50" width="140" height="200" fill="#fff"/>${photo(c - 72, 58, 124, 184, 'abstract')}<path d="M${c + 60} 50 q 40 0 40 30 l0 170 q 0 -30 -40 -30z" fill="#e8e1d4"/><ellipse cx="${c + 80}" cy="80" rx="20" ry="30" fill="#d4ccbc"/>`,
  ],
  'tile-material-gallery': [
    '#e6e2dc',
    (c) =>
      `${shadow(c - 100, 50, 200, 200, { opacity: 0.3 })}<rect x="${c - 100}" y="50" width="200" height="200" fill="#a67c52"/><rect x="${c - 90}" y="60" width="180" height="180" fill="#2b2b2b"/>${photo(c - 82, 68, 164, 164, 'forest')}`,
  ],
  'tile-material-hahnemuehle': [
    '#f2eee6',
    (c) =>
      `${shadow(c - 90, 50, 180, 210, { opacity: 0.2, blur: 6 })}<rect x="${c - 90}" y="50" width="180" height="210" fill="#faf7f0"/>${photo(c - 70, 70, 140, 150, 'mountain')}<rect x="${c - 70}" y="70" width="140" height="150" fill="#7a6a55" opacity="0.25"/><text x="${c}" y="244" font-family="DejaVu Serif, serif" font-style="italic" font-size="12" text-anchor="middle" fill="#8d8474">Fine Art</text>`,
  ],
  'tile-material-forex': [
    '#e9ecef',
    (c) =>
      `<polygon points="${c + 90},60 ${c + 102},68 ${c + 102},248 ${c + 90},240" fill="#f7f7f7" stroke="#ccc"/>${shadow(c - 90, 60, 180, 180, { opacity: 0.25 })}${photo(c - 90, 60, 180, 180, 'flowers')}`,
  ],
  'tile-frames': [
    '#efe8df',
    (c) => framed(c - 90, 45, 180, 220, 'family', { frame: '#8c6a48', border: 14, mat: 0.16 }),
  ],
}

function tileScene(name, W, H) {
  const [bg, icon] = TILE_ICONS[name]
  const glow = radial(
    [
      [0, '#ffffff', 0.55],
      [1, '#ffffff', 0],
    ],
    0.5,
    0.4,
    0.6,
  )
  return `<defs>${glow.def}</defs><rect width="${W}" height="${H}" fill="${bg}"/><rect width="${W}" height="${H}" fill="url(#${glow.id})"/>${icon(W / 2)}`
}

// ------------------------------------------------------------------ render
async function render(name) {
  const [W, H] = ASSETS[name].size
  const scene = SCENES[name] ? SCENES[name](W, H) : TILE_ICONS[name] ? tileScene(name, W, H) : null
  if (!scene) throw new Error(`no scene for ${name}`)
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${scene}</svg>`
  const file = join(OUT, assetPath(name))
  mkdirSync(dirname(file), { recursive: true })
  let quality = W >= 1000 ? 74 : 80
  let jpeg
  // light film grain keeps the large flat areas from banding; quality steps down if over budget
  for (;;) {
    jpeg = await sharp(Buffer.from(svg), { density: 72 })
      .resize(W, H)
      .flatten({ background: '#ffffff' })
      .jpeg({ quality, mozjpeg: true, chromaSubsampling: '4:2:0' })
      .toBuffer()
    if (jpeg.length <= 140 * 1024 || quality <= 50) break
    quality -= 6
  }
  writeFileSync(file, jpeg)
  return jpeg.length
}

function walk(dir) {
  if (!existsSync(dir)) return []
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n)
    return statSync(p).isDirectory() ? walk(p) : [p]
  })
}

const wanted = new Set(Object.keys(ASSETS).map((n) => join(OUT, assetPath(n))))
// remove images that are no longer in the catalogue (renamed or resized)
for (const file of walk(OUT)) {
  if (!wanted.has(file)) {
    rmSync(file)
    console.log(`removed ${relative(ROOT, file)}`)
  }
}
let total = 0
let rendered = 0
for (const name of Object.keys(ASSETS)) {
  const file = join(OUT, assetPath(name))
  if (!FORCE && existsSync(file)) {
    total += statSync(file).size
    continue
  }
  const size = await render(name)
  rendered++
  total += size
  console.log(`${relative(ROOT, file)}  ${Math.round(size / 1024)} KB`)
}
console.log(
  `${rendered} rendered, ${Object.keys(ASSETS).length} images, ${(total / 1024 / 1024).toFixed(2)} MB total`,
)
