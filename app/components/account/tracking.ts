import { mayTrack } from '~/domain/consent'
import { currentConsent } from '../tracking'
import type { AuthDialogEvent } from '~/utils/event-codes'

type DataLayerWindow = Window & { dataLayer?: Record<string, unknown>[] }

/**
 * Pushes an event to the tag manager's data layer (created when absent), only with consent (ADR
 * 160).
 */
export function pushToDataLayer(entry: Record<string, unknown>): void {
  if (typeof window === 'undefined' || !mayTrack(currentConsent())) return
  const target = window as DataLayerWindow
  target.dataLayer ??= []
  target.dataLayer.push(entry)
}

/**
 * "Sign-in and sign-up dialog events cover opened, closed, switched to sign-up and the various
 * clicks."
 */
export function trackAuthDialog(event: AuthDialogEvent, dialogType?: string): void {
  pushToDataLayer({ event, ...(dialogType ? { dialogType } : {}) })
}

/** The event the session-analytics layer listens for to identify the shopper. */
export const identifyCustomerEvent = 'shop:identify-customer'
export type IdentifyCustomerDetail = { uid: string; displayName: string }
