import { t, type MessageKey } from '../i18n/messages'
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './passwords'
import type { Language } from '../market/markets'

export type FieldErrors = Record<string, string[]>

/** Collects per-field messages in the shopper's language. */
export class FormErrors {
  readonly fields: FieldErrors = {}
  constructor(private readonly language: Language) {}
  add(field: string, key: MessageKey, values: Record<string, string | number> = {}): void {
    ;(this.fields[field] ??= []).push(t(this.language, key, values))
  }
  get any(): boolean {
    return Object.keys(this.fields).length > 0
  }
}

/** A trimmed string field; anything that is not a string counts as empty. */
export function textField(value: unknown): string {
  return typeof value === 'string' ? value.trim() : ''
}

/** A password is taken as typed (no trimming). */
export function passwordField(value: unknown): string {
  return typeof value === 'string' ? value : ''
}

/** `true`, `"true"`, `"on"`, `"1"`, `"yes"`, `1` are yes; anything else is no. */
export function booleanish(value: unknown): boolean {
  if (value === true || value === 1) return true
  if (typeof value !== 'string') return false
  return ['true', 'on', '1', 'yes'].includes(value.trim().toLowerCase())
}

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/
export const EMAIL_MAX_LENGTH = 254
export const NAME_MAX_LENGTH = 100

export function checkEmail(errors: FormErrors, field: string, email: string): void {
  if (!email) errors.add(field, 'required')
  else if (email.length > EMAIL_MAX_LENGTH || !EMAIL.test(email)) errors.add(field, 'emailInvalid')
}

export function checkNewPassword(errors: FormErrors, field: string, password: string): void {
  if (!password) errors.add(field, 'required')
  else if ([...password].length < PASSWORD_MIN_LENGTH)
    errors.add(field, 'passwordTooShort', { min: PASSWORD_MIN_LENGTH })
  else if ([...password].length > PASSWORD_MAX_LENGTH)
    errors.add(field, 'passwordTooLong', { max: PASSWORD_MAX_LENGTH })
}

export function checkName(errors: FormErrors, field: string, name: string): void {
  if (!name) errors.add(field, 'required')
  // eslint-disable-next-line no-control-regex -- control characters are what this rejects
  else if (name.length > NAME_MAX_LENGTH || /[\u0000-\u001f\u007f]/.test(name))
    errors.add(field, 'tooLong', { max: NAME_MAX_LENGTH })
}

const LINK_PATH = /^\/(?!\/)[^\s\\]*$/

/**
 * Optional `linkPath`: the storefront page an e-mail link opens (its localised route),
 * a path on STOREFRONT_URL — never another host. Returns undefined when absent.
 */
export function linkPathField(errors: FormErrors, value: unknown): string | undefined {
  if (value === undefined || value === null || value === '') return undefined
  if (typeof value !== 'string' || value.length > 500 || !LINK_PATH.test(value)) {
    errors.fields.linkPath = [
      'linkPath must be a path on the storefront, e.g. "/de/konto/passwort-neu".',
    ]
    return undefined
  }
  return value
}

/** `{storefrontUrl}{path}?token=…` (or `&token=` when the path has a query). */
export function tokenLink(storefrontUrl: string, path: string, token: string): string {
  return `${storefrontUrl}${path}${path.includes('?') ? '&' : '?'}token=${encodeURIComponent(token)}`
}
