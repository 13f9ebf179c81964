/**
 * Path groups: the localised slugs of one kind of page (shop-core §2). A page's unique
 * identifier is the same in every language.
 */
export const pathGroups = {
  photobox: ['/bilderbox', '/fotobox', '/box-photos', '/scatola-con-foto', '/caja-de-foto'],
  photoprints: [
    '/fotoabzuege',
    '/tirages-photos',
    '/stampa-foto',
    '/revelado-de-fotos',
    '/photo-prints',
  ],
  photocalendar: [
    '/fotokalender',
    '/calendario-personalizzato',
    '/calendrier-photo',
    '/calendario-personalizado',
  ],
  canvasprints: [
    '/leinwanddruck',
    '/afdruk-op-canvas',
    '/impression-sur-toile',
    '/stampa-su-tela',
    '/impresion-sobre-lienzo',
    '/canvas-prints',
  ],
  wallart: [
    '/wandbilder',
    '/wall-art',
    '/deco-murale',
    '/stampe-da-parete',
    '/cuadros-personalizados',
    '/wanddecoratie',
  ],
} as const satisfies Record<string, readonly string[]>
export type PathGroup = keyof typeof pathGroups

const groupNames = Object.keys(pathGroups) as PathGroup[]

export function pathGroupOf(pathname: string): PathGroup | undefined {
  const first = `/${pathname.split('/')[1] ?? ''}`
  return groupNames.find((group) => (pathGroups[group] as readonly string[]).includes(first))
}

/**
 * A page's unique identifier: the path without its slashes, with a group's localised
 * first segment replaced by the group's name ('/calendrier-photo/mural' →
 * 'photocalendar/mural'); the start page is 'start'. Pass the path without its
 * sublocale and desktop prefixes (parsePathPrefixes(...).rest).
 */
export function pageUniqueIdentifier(pathname: string): string {
  const segments = pathname.split('/').filter(Boolean)
  if (segments.length === 0) return 'start'
  const group = pathGroupOf(pathname)
  if (group) segments[0] = group
  return segments.join('/')
}
