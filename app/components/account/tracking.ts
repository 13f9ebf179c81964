import { pushToDataLayer } from '../tag-manager'
import type { AuthDialogEvent } from '~/utils/event-codes'

/**
 * "Sign-in and sign-up dialog events cover opened, closed, switched to sign-up and the various
 * clicks."
 */
export function trackAuthDialog(event: AuthDialogEvent, dialogType?: string): void {
  pushToDataLayer({ event, ...(dialogType ? { dialogType } : {}) }, 'customer')
}

/** The event the session-analytics layer listens for to identify the shopper. */
export const identifyCustomerEvent = 'shop:identify-customer'
export type IdentifyCustomerDetail = { uid: string; displayName: string }
