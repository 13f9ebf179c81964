import { useSyncExternalStore } from 'react'
import { parsePersonalData, personalDataId, type PersonalData } from '~/domain/personal-fragment'

/**
 * What the caching proxy put into this page from the personal fragment, read from the document
 * before React touches it: the customer (its inline JSON) and the slot's markup as assembled.
 */
export type AssembledPersonalParts = { data: PersonalData | undefined; slotHtml: string }

export const personalSlotAttribute = 'data-personal-slot'

let assembled: AssembledPersonalParts | null | undefined

function readAssembled(): AssembledPersonalParts | null {
  if (assembled !== undefined) return assembled
  const slot = document.querySelector(`[${personalSlotAttribute}]`)
  assembled = slot
    ? {
        data: parsePersonalData(document.getElementById(personalDataId)?.textContent),
        slotHtml: slot.innerHTML,
      }
    : null
  return assembled
}

const subscribe = () => () => {}

/**
 * The assembled personal parts: none while the page hydrates (the server rendered the shared
 * page), then the fragment's, so hydration matches and the page updates right after.
 */
export function useAssembledPersonalParts(): AssembledPersonalParts | null {
  return useSyncExternalStore(subscribe, readAssembled, () => null)
}

/** The slot's markup as the proxy assembled it, kept as it is while the page hydrates. */
export function assembledSlotHtml(): string | undefined {
  return typeof document === 'undefined' ? undefined : (readAssembled()?.slotHtml ?? '')
}
