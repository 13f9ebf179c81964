import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { languages } from '~/domain/market'
import { uiNamespaces } from './i18n'

const appDir = join(import.meta.dirname, '..')
const regional = ['de-AT', 'de-CH', 'en-US'] as const

function catalogue(code: string, namespace: string): Record<string, string> {
  return JSON.parse(
    readFileSync(join(appDir, 'locales', code, `${namespace}.json`), 'utf8'),
  ) as Record<string, string>
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry)
    if (statSync(path).isDirectory()) return entry === 'locales' ? [] : sourceFiles(path)
    return /\.(tsx?|mjs)$/.test(entry) && !/\.test\.tsx?$/.test(entry) ? [path] : []
  })
}

/**
 * Every literal translation key the code uses, with its namespace (from useTranslation or an `ns:`
 * prefix).
 */
function keysUsedInCode(): { key: string; namespace: string; file: string }[] {
  const used: { key: string; namespace: string; file: string }[] = []
  for (const file of sourceFiles(appDir)) {
    const source = readFileSync(file, 'utf8')
    const fileNamespace = /useTranslation\(\s*['"](\w+)['"]/.exec(source)?.[1] ?? 'common'
    for (const match of source.matchAll(/\bt\(\s*['"]([\w.:-]+)['"]/g)) {
      const raw = match[1] as string
      const [namespace, key] = raw.includes(':')
        ? (raw.split(':') as [string, string])
        : [fileNamespace, raw]
      used.push({ key, namespace, file: file.slice(appDir.length + 1) })
    }
  }
  return used
}

describe('translations (bundled resources, shop-core §3 languages)', () => {
  for (const namespace of uiNamespaces) {
    it(`"${namespace}": every key exists in all six languages (de, en, es, fr, it, nl)`, () => {
      const keysOf = (language: string) => Object.keys(catalogue(language, namespace)).sort()
      const reference = new Set(languages.flatMap(keysOf))
      for (const language of languages) {
        const missing = [...reference].filter((key) => !keysOf(language).includes(key))
        expect(missing, `${language}/${namespace}.json is missing keys`).toEqual([])
        for (const [key, value] of Object.entries(catalogue(language, namespace))) {
          expect(value.trim(), `${language}/${namespace}.json ${key} is empty`).not.toBe('')
        }
      }
    })

    it(`"${namespace}": regional overrides only override keys that exist`, () => {
      const base = new Set(Object.keys(catalogue('de', namespace)))
      for (const code of regional) {
        const extra = Object.keys(catalogue(code, namespace)).filter((key) => !base.has(key))
        expect(extra, `${code}/${namespace}.json has keys the languages lack`).toEqual([])
      }
    })
  }

  it('every key used in the code exists in its namespace', () => {
    const missing = keysUsedInCode().filter(({ key, namespace }) => {
      if (!(uiNamespaces as readonly string[]).includes(namespace)) return false
      return !(key in catalogue('de', namespace))
    })
    expect(missing).toEqual([])
  })

  it('no English leaks into the other languages (a multi-word text identical to English is suspect)', () => {
    for (const namespace of uiNamespaces) {
      const english = catalogue('en', namespace)
      for (const language of languages.filter((l) => l !== 'en')) {
        const leaked = Object.entries(catalogue(language, namespace)).filter(
          ([key, value]) => value === english[key] && value.split(/\s+/).length > 2,
        )
        expect(leaked.map(([key]) => `${language}/${namespace}:${key}`)).toEqual([])
      }
    }
  })
})
