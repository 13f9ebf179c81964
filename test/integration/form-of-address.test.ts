/**
 * One form of address per language: the shop says
 * "du" in German, "tú" in Spanish, "tu" in Italian, "je" in Dutch and "vous" in French —
 * in the UI translations and in the reference content alike, so no page (the error page
 * shows a content story inside the translated chrome) mixes the two.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = process.cwd()

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? files(path) : path.endsWith('.json') ? [path] : []
  })
}

/** Every text of a JSON file (values only; asset names, links and ids never hold address words). */
function texts(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (Array.isArray(value)) return value.flatMap(texts)
  if (value && typeof value === 'object') return Object.values(value).flatMap(texts)
  return []
}

/** `file: "…text…"` for every text of the language's files that uses the other form. */
function offending(dirs: string[], pattern: RegExp): string[] {
  return dirs.flatMap((dir) =>
    files(join(root, dir)).flatMap((file) =>
      texts(JSON.parse(readFileSync(file, 'utf8')))
        .filter((text) => pattern.test(text))
        .map((text) => `${file.slice(root.length + 1)}: "${text.slice(0, 120)}"`),
    ),
  )
}

/** Whole words only, with letters beyond ASCII (`\b` would split "Boîtes" into "Bo", "tes"). */
const words = (alternatives: string, flags = '') =>
  new RegExp(`(?<!\\p{L})(${alternatives})(?!\\p{L})`, `u${flags}`)

const storyDirs = (prefix: string) =>
  ['cards', 'wallart'].flatMap((channel) =>
    readdirSync(join(root, 'backend/content/stories', channel))
      .filter((locale) => locale.startsWith(prefix))
      .map((locale) => join('backend/content/stories', channel, locale)),
  )
const localeDirs = (language: string) =>
  readdirSync(join(root, 'app/locales'))
    .filter((name) => name === language || name.startsWith(`${language}-`))
    .map((name) => join('app/locales', name))

describe('form of address', () => {
  it('German says "du": no "Sie", "Ihr…" or "Ihnen" in the translations or the content (the error page mixed both)', () => {
    expect(
      offending(
        [...localeDirs('de'), ...storyDirs('de-')],
        words('Sie|Ihr|Ihre|Ihren|Ihrem|Ihrer|Ihres|Ihnen'),
      ),
    ).toEqual([])
  })

  it('Spanish says "tú": no "usted"', () => {
    expect(
      offending([...localeDirs('es'), ...storyDirs('es-')], words('usted|ustedes', 'i')),
    ).toEqual([])
  })

  it('Italian says "tu": no courtesy "Lei", "Suo/Sua", "La preghiamo"', () => {
    expect(
      offending(
        [...localeDirs('it'), ...storyDirs('it-')],
        words('Lei|Suo|Sua|Suoi|Sue|La preghiamo|Le consigliamo'),
      ),
    ).toEqual([])
  })

  it('Dutch says "je": no "u" or "uw"', () => {
    expect(offending([...localeDirs('nl'), ...storyDirs('nl-')], words('u|uw|U|Uw'))).toEqual([])
  })

  it('French says "vous": no "tu", "ton", "ta", "tes", "toi"', () => {
    expect(
      offending(
        [...localeDirs('fr'), ...storyDirs('fr-')],
        words('tu|ton|ta|tes|toi|Tu|Ton|Ta|Tes'),
      ),
    ).toEqual([])
  })
})
