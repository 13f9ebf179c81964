/**
 * Monitoring in the catalogue's words: every event code of the error
 * catalogue is emitted by some code path of the shop, under its catalogue name, so alerts keyed
 * to the names fire. The few situations this shop cannot have are named here with the reason.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { browserEventCodes } from './browser-event-codes'
import { eventCodes, flagEventCodes } from './event-codes'

const root = join(process.cwd(), 'app')
const sources = (readdirSync(root, { recursive: true }) as string[])
  .filter((file) => /\.(ts|tsx)$/.test(file) && !/\.test\.tsx?$/.test(file))
  .filter((file) => !/(^|\/)(browser-)?event-codes\.ts$/.test(file))
  .map((file) => ({ file, text: readFileSync(join(root, file), 'utf8') }))

/** Where a code is used: `eventCodes.key`, `browserEventCodes.key`, `flagEventCodes.key`. */
function usesOf(catalogue: string, key: string): string[] {
  const pattern = new RegExp(`\\b${catalogue}\\.${key}\\b`)
  return sources.filter(({ text }) => pattern.test(text)).map(({ file }) => file)
}

/** Situations that do not arise in this shop, and why. */
const notArising: Record<string, string> = {
  contactFormPersonNotFound:
    'the shop has no contact form that looks a person up: contact is by phone and e-mail',
}
const flagsNotArising: Record<string, string> = {
  treatmentChangedInSession: 'treatments are evaluated per request on the server, not kept',
  treatmentChangedForUser: 'as above: no treatment is remembered to change',
  keyEmpty: 'a request without a valid user key gets a new one (userKeyChanged when replaced)',
  clientEmpty: 'one client per process, created at boot: a failure is initialiseFailed',
  alreadyInitialised: 'the client is started once per process (a shared promise)',
  authorizationKeyEmpty: 'an empty SPLIT_SDK_KEY means localhost mode, by configuration',
  trackFailed: 'the shop sends no events to the flag service',
}

describe('every catalogue code is emitted where its situation occurs', () => {
  for (const key of Object.keys(eventCodes)) {
    it(`${eventCodes[key as keyof typeof eventCodes]}`, () => {
      const uses = [...usesOf('eventCodes', key), ...usesOf('browserEventCodes', key)]
      if (notArising[key]) expect(uses).toEqual([])
      else expect(uses.length, `no code path emits ${key}`).toBeGreaterThan(0)
    })
  }

  it('the browser’s codes are catalogue codes', () => {
    for (const [key, code] of Object.entries(browserEventCodes))
      expect(eventCodes[key as keyof typeof eventCodes]).toBe(code)
  })

  for (const key of Object.keys(flagEventCodes)) {
    it(`flag layer: ${flagEventCodes[key as keyof typeof flagEventCodes]}`, () => {
      const uses = usesOf('flagEventCodes', key)
      if (flagsNotArising[key]) expect(uses).toEqual([])
      else expect(uses.length, `no code path emits ${key}`).toBeGreaterThan(0)
    })
  }

  it('the flag layer logs its failures under the catalogue’s names only', () => {
    const flags = sources.find(({ file }) => file.endsWith('services/flags.server.ts'))!.text
    const literal = [...flags.matchAll(/logEvent\(\s*'\w+',\s*'([^']+)'/g)].map((m) => m[1])
    // the SDK's own "not ready" library message keeps the SDK's wording
    expect(literal).toEqual(['flag-client-not-ready'])
  })
})
