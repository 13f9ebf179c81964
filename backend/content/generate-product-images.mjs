#!/usr/bin/env node
// Renders the wall-art media library (lib/product-images.mjs): each material's and frame's
// product views (lead, frame, frame perspective, corner, frontal), the room mock-up scenes
// and the motif the mock-up shows, as SVG drawn with sharp. Deterministic.
//
//   node backend/content/generate-product-images.mjs           render missing files
//   node backend/content/generate-product-images.mjs --force   render every file again
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'
import { MOTIF_SIZE, ROOM_SIZE, VIEW_SIZE, libraryFiles } from './lib/product-images.mjs'

const ROOT = dirname(fileURLToPath(import.meta.url))
const OUT = join(ROOT, 'assets')
const FORCE = process.argv.includes('--force')

/** How a material's surface and edge look. */
const MATERIAL_LOOK = {
  leinwand: { edge: '#d9d2c4', depth: 14, border: 0, gloss: 0, texture: true },
  acrylglas: { edge: '#e8f3f7', depth: 8, border: 0, gloss: 0.32, texture: false },
  aludibond: { edge: '#b9bec4', depth: 3, border: 0, gloss: 0.08, texture: false },
  gallerybond: { edge: '#2b2b2e', depth: 18, border: 0, gloss: 0.18, texture: false },
  hahnemuehle: { edge: '#f7f4ec', depth: 1, border: 34, gloss: 0, texture: true },
  poster: { edge: '#ffffff', depth: 1, border: 16, gloss: 0.04, texture: false },
  forexplatte: { edge: '#fbfbfb', depth: 5, border: 0, gloss: 0, texture: false },
}

/** A frame's colour, moulding width, mat and depth; floaters leave a shadow gap. */
const FRAME_LOOK = {
  holzrahmen: { colour: '#6b4a2f', light: '#8a6543', width: 34, mat: 44, depth: 22, wood: true },
  alurahmen: { colour: '#2b2c30', light: '#5a5d63', width: 14, mat: 44, depth: 18 },
  kunststoffrahmen: { colour: '#1f1f22', light: '#3a3a3f', width: 24, mat: 0, depth: 16 },
  fotorahmen: { colour: '#f1ede4', light: '#ffffff', width: 26, mat: 0, depth: 14 },
  artbox: { colour: '#232325', light: '#3d3d41', width: 30, mat: 0, depth: 40 },
  'schattenfuge-leinwand': {
    colour: '#1c1c1e',
    light: '#3a3a3d',
    width: 12,
    mat: 0,
    gap: 12,
    depth: 30,
  },
  'schattenfuge-platte': {
    colour: '#1c1c1e',
    light: '#3a3a3d',
    width: 10,
    mat: 0,
    gap: 8,
    depth: 20,
  },
}

let counter = 0
const uid = (prefix) => `${prefix}${++counter}`

/** The landscape every product shows: sky, sun, mountains, a lake and a shore. */
function motif(x, y, w, h) {
  const sky = uid('sky')
  const lake = uid('lake')
  return `<svg x="${x}" y="${y}" width="${w}" height="${h}" viewBox="0 0 700 500" preserveAspectRatio="xMidYMid slice">
<defs><linearGradient id="${sky}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#7fb2e5"/><stop offset="0.62" stop-color="#f6d7a7"/><stop offset="1" stop-color="#f3b27a"/></linearGradient>
<linearGradient id="${lake}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#5d8fb8"/><stop offset="1" stop-color="#1f4e6e"/></linearGradient></defs>
<rect width="700" height="500" fill="url(#${sky})"/>
<circle cx="505" cy="150" r="42" fill="#fff3c4" opacity="0.92"/>
<polygon points="0,330 70,215 140,290 230,160 320,285 400,200 470,270 560,175 640,260 700,230 700,360 0,360" fill="#8da3b8"/>
<polygon points="0,350 90,260 170,330 260,240 350,320 450,250 540,330 620,280 700,320 700,380 0,380" fill="#5f7a8c"/>
<rect y="370" width="700" height="130" fill="url(#${lake})"/>
<rect y="370" width="700" height="4" fill="#dfe9f1" opacity="0.6"/>
<polygon points="230,380 260,240 290,380" fill="#8da3b8" opacity="0.25" transform="matrix(1 0 0 -0.5 0 570)"/>
<path d="M0 470 Q 120 430 260 455 T 520 450 T 700 440 L700 500 L0 500Z" fill="#2f5d3a"/>
</svg>`
}

function wall(w, h, tone = '#ece7df') {
  const g = uid('wall')
  return `<defs><radialGradient id="${g}" cx="0.45" cy="0.35" r="0.85"><stop offset="0" stop-color="#f7f3ec"/><stop offset="1" stop-color="${tone}"/></radialGradient></defs>
<rect width="${w}" height="${h}" fill="url(#${g})"/>`
}

function shadow(x, y, w, h, depth) {
  const f = uid('shadow')
  const spread = Math.max(6, depth)
  return `<defs><filter id="${f}" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur stdDeviation="${spread * 0.8}"/></filter></defs>
<rect x="${x + spread * 0.5}" y="${y + spread * 0.9}" width="${w}" height="${h}" fill="#000" opacity="0.3" filter="url(#${f})"/>`
}

function texture(x, y, w, h) {
  const p = uid('tex')
  return `<defs><pattern id="${p}" width="6" height="6" patternUnits="userSpaceOnUse"><path d="M0 3H6M3 0V6" stroke="#000" stroke-width="0.6" opacity="0.045"/></pattern></defs>
<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="url(#${p})"/>`
}

function gloss(x, y, w, h, strength) {
  if (!strength) return ''
  const g = uid('gloss')
  return `<defs><linearGradient id="${g}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="${strength}"/><stop offset="0.45" stop-color="#fff" stop-opacity="0"/><stop offset="0.7" stop-color="#fff" stop-opacity="${strength * 0.45}"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient></defs>
<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="url(#${g})"/>`
}

/** A material picture, front on: shadow, paper border, the motif, texture, gloss, edge. */
function materialPicture(material, x, y, w, h) {
  const look = MATERIAL_LOOK[material]
  const b = look.border
  return `${shadow(x, y, w, h, look.depth)}
<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${look.edge}"/>
${motif(x + b, y + b, w - 2 * b, h - 2 * b)}
${look.texture ? texture(x, y, w, h) : ''}
${gloss(x, y, w, h, look.gloss)}
<rect x="${x + 0.5}" y="${y + 0.5}" width="${w - 1}" height="${h - 1}" fill="none" stroke="${look.edge}" stroke-width="${Math.min(3, look.depth / 3 + 1)}" opacity="0.9"/>`
}

/** A framed picture, front on: moulding (with wood grain), shadow gap or mat, the motif. */
function framedPicture(frame, x, y, w, h, { withShadow = true } = {}) {
  const look = FRAME_LOOK[frame]
  const fw = look.width
  const inner = look.mat || look.gap || 0
  const grain = uid('grain')
  const bevel = uid('bevel')
  const moulding = look.wood ? `url(#${grain})` : look.colour
  return `<defs>
<pattern id="${grain}" width="40" height="9" patternUnits="userSpaceOnUse"><rect width="40" height="9" fill="${look.colour}"/><path d="M0 3 Q 10 1 20 3 T 40 3" stroke="${look.light}" stroke-width="1.2" fill="none" opacity="0.7"/><path d="M0 7 Q 14 5 26 7 T 40 6" stroke="#4a321f" stroke-width="0.8" fill="none" opacity="0.6"/></pattern>
<linearGradient id="${bevel}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.22"/><stop offset="1" stop-color="#000" stop-opacity="0.25"/></linearGradient>
</defs>
${withShadow ? shadow(x, y, w, h, look.depth) : ''}
<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${moulding}"/>
<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="url(#${bevel})"/>
<rect x="${x + fw}" y="${y + fw}" width="${w - 2 * fw}" height="${h - 2 * fw}" fill="${look.mat ? '#fbfaf6' : '#0c0c0d'}"/>
${look.mat ? `<rect x="${x + fw + inner - 3}" y="${y + fw + inner - 3}" width="${w - 2 * (fw + inner) + 6}" height="${h - 2 * (fw + inner) + 6}" fill="#e6e1d6"/>` : ''}
${motif(x + fw + inner, y + fw + inner, w - 2 * (fw + inner), h - 2 * (fw + inner))}
${gloss(x + fw, y + fw, w - 2 * fw, h - 2 * fw, look.mat ? 0.12 : 0)}`
}

function pictureOf(kind, subject, x, y, w, h, options) {
  return kind === 'frame'
    ? framedPicture(subject, x, y, w, h, options)
    : materialPicture(subject, x, y, w, h)
}

/** Lead image: the product in a room corner above a sideboard with a plant. */
function leadScene(kind, subject) {
  const [W, H] = VIEW_SIZE
  return `${wall(W, H)}
<rect y="${H - 150}" width="${W}" height="150" fill="#c9b79c"/>
<rect y="${H - 152}" width="${W}" height="4" fill="#b29f84"/>
${pictureOf(kind, subject, 200, 80, 400, 270)}
<rect x="150" y="${H - 300}" width="500" height="130" rx="4" fill="#8a6a4b"/>
<rect x="150" y="${H - 300}" width="500" height="10" fill="#9d7b59"/>
<rect x="170" y="${H - 170}" width="14" height="22" fill="#5b4330"/><rect x="616" y="${H - 170}" width="14" height="22" fill="#5b4330"/>
<rect x="520" y="${H - 360}" width="56" height="60" rx="6" fill="#e9e4da"/>
<ellipse cx="548" cy="${H - 380}" rx="46" ry="36" fill="#4f7d4a"/><ellipse cx="520" cy="${H - 402}" rx="26" ry="30" fill="#3f6b3c"/><ellipse cx="574" cy="${H - 406}" rx="24" ry="28" fill="#5e8f57"/>
<rect x="220" y="${H - 336}" width="90" height="36" rx="3" fill="#d8cbb5"/><rect x="232" y="${H - 352}" width="66" height="16" rx="3" fill="#b9a88c"/>`
}

function frontalScene(kind, subject) {
  const [W, H] = VIEW_SIZE
  return `${wall(W, H)}${pictureOf(kind, subject, 130, 190, 540, 400)}`
}

/** The top left corner, close up: the edge, the moulding or the paper border in detail. */
function cornerScene(kind, subject) {
  const [W, H] = VIEW_SIZE
  const look = kind === 'frame' ? FRAME_LOOK[subject] : MATERIAL_LOOK[subject]
  const depth = look.depth
  const side = kind === 'frame' ? look.colour : look.edge
  return `${wall(W, H)}
<g transform="translate(-116 -248) scale(2.4)">
<polygon points="130,190 ${130 - depth * 0.35},${190 + depth * 0.25} ${130 - depth * 0.35},${590 + depth * 0.25} 130,590" fill="${side}" opacity="0.85"/>
<polygon points="130,190 ${130 - depth * 0.35},${190 + depth * 0.25} ${670 - depth * 0.35},${190 + depth * 0.25} 670,190" fill="#000" opacity="0.12"/>
${pictureOf(kind, subject, 130, 190, 540, 400)}
</g>`
}

/** The frame alone, cut out on transparent ground. */
function frameScene(subject) {
  return framedPicture(subject, 110, 170, 580, 460, { withShadow: false })
}

/** The framed picture turned towards the viewer's left: its side shows the frame's depth. */
function framePerspectiveScene(subject) {
  const [W, H] = VIEW_SIZE
  const look = FRAME_LOOK[subject]
  const d = look.depth * 1.6
  return `${wall(W, H)}
${shadow(200, 170, 420, 460, look.depth)}
<g transform="matrix(0.78 -0.1 0 1 160 150)">
<polygon points="420,20 ${420 + d},${20 + d * 0.5} ${420 + d},${480 - d * 0.2} 420,480" fill="${look.colour}"/>
<polygon points="420,20 ${420 + d},${20 + d * 0.5} ${420 + d},${480 - d * 0.2} 420,480" fill="#000" opacity="0.3"/>
${framedPicture(subject, 0, 20, 420 + 0, 460, { withShadow: false })}
</g>`
}

/** The rooms of the mock-up; the picture itself is laid over by the storefront. */
function roomScene(room) {
  const [W, H] = ROOM_SIZE
  if (room === 'room-sofa') {
    return `${wall(W, H, '#e5ddd0')}
<rect y="${H - 190}" width="${W}" height="190" fill="#b99d7c"/><rect y="${H - 192}" width="${W}" height="6" fill="#a58a6a"/>
<rect x="420" y="${H - 420}" width="760" height="190" rx="26" fill="#7c8794"/>
<rect x="380" y="${H - 330}" width="840" height="130" rx="30" fill="#6d7783"/>
<rect x="440" y="${H - 360}" width="340" height="70" rx="18" fill="#8894a1"/><rect x="820" y="${H - 360}" width="340" height="70" rx="18" fill="#8894a1"/>
<rect x="410" y="${H - 200}" width="18" height="24" fill="#3d352d"/><rect x="1172" y="${H - 200}" width="18" height="24" fill="#3d352d"/>
<rect x="520" y="${H - 395}" width="110" height="80" rx="16" fill="#d9b26a"/>
<rect x="1290" y="${H - 470}" width="12" height="290" fill="#2c2c2c"/><ellipse cx="1296" cy="${H - 480}" rx="70" ry="34" fill="#f0e6d2"/>
<rect x="120" y="${H - 300}" width="90" height="110" rx="10" fill="#d8d0c3"/><ellipse cx="165" cy="${H - 340}" rx="80" ry="70" fill="#4f7d4a"/><ellipse cx="130" cy="${H - 390}" rx="44" ry="50" fill="#3f6b3c"/>`
  }
  return `${wall(W, H, '#e9e2d6')}
<rect y="${H - 150}" width="${W}" height="150" fill="#c4ae8e"/>
<rect x="460" y="${H - 420}" width="680" height="22" fill="#8a6a4b"/>
<rect x="480" y="${H - 398}" width="18" height="248" fill="#6f533a"/><rect x="1102" y="${H - 398}" width="18" height="248" fill="#6f533a"/>
<rect x="520" y="${H - 500}" width="40" height="80" fill="#c7573f"/><rect x="566" y="${H - 490}" width="34" height="70" fill="#3e6f8e"/><rect x="606" y="${H - 510}" width="30" height="90" fill="#d9b26a"/>
<rect x="980" y="${H - 480}" width="70" height="60" rx="8" fill="#ece7df"/><ellipse cx="1015" cy="${H - 500}" rx="56" ry="40" fill="#4f7d4a"/>
<rect x="760" y="${H - 450}" width="110" height="30" rx="4" fill="#d8cbb5"/>`
}

function sceneOf(file) {
  if (file.kind === 'room') return { size: ROOM_SIZE, svg: roomScene(file.subject) }
  if (file.kind === 'motif') return { size: MOTIF_SIZE, svg: motif(0, 0, ...MOTIF_SIZE) }
  const size = VIEW_SIZE
  switch (file.view) {
    case 'lead':
      return { size, svg: leadScene(file.kind, file.subject) }
    case 'frontal':
      return { size, svg: frontalScene(file.kind, file.subject) }
    case 'corner':
      return { size, svg: cornerScene(file.kind, file.subject) }
    case 'frame':
      return { size, svg: frameScene(file.subject) }
    case 'frame-perspective':
      return { size, svg: framePerspectiveScene(file.subject) }
    default:
      throw new Error(`no scene for ${file.view}`)
  }
}

let written = 0
for (const file of libraryFiles()) {
  const target = join(OUT, file.path)
  if (existsSync(target) && !FORCE) continue
  const { size, svg } = sceneOf(file)
  const [w, h] = size
  const document = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${svg}</svg>`
  const image = sharp(Buffer.from(document))
  const body = target.endsWith('.png')
    ? await image.png({ compressionLevel: 9, palette: true }).toBuffer()
    : await image.jpeg({ quality: 80, mozjpeg: true, chromaSubsampling: '4:2:0' }).toBuffer()
  mkdirSync(dirname(target), { recursive: true })
  writeFileSync(target, body)
  written++
}
console.log(`wrote ${written} of ${libraryFiles().length} media-library files`)
