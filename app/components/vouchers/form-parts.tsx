import { useEffect, useRef, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { honeypotField } from '~/domain/account-forms'

/**
 * The few pieces the gift-voucher, redemption and accessory forms share: Conform's
 * form state with the schema their action parses with. Messages are keys
 * of the common translations; anything else (a text from the shop API) is shown as it is.
 */
export type FormResult = {
  status?: 'error' | 'success'
  initialValue?: Record<string, unknown> | null
  error?: Record<string, string[] | null> | null
}

export function fieldErrors(result: FormResult | undefined, name: string): string[] {
  return result?.error?.[name] ?? []
}

export function valueOf(result: FormResult | undefined, name: string): string | undefined {
  const value = result?.initialValue?.[name]
  return typeof value === 'string' ? value : undefined
}

export function hasErrors(result: FormResult | undefined): boolean {
  return Object.values(result?.error ?? {}).some((messages) => (messages?.length ?? 0) > 0)
}

/**
 * Translates a message key with the values it may need; a text that is no key is shown as it is.
 */
export function useMessage(values: Record<string, string | number> = {}) {
  const { t, i18n } = useTranslation()
  return (message: string) => (i18n.exists(message) ? t(message, values) : message)
}

/** A field's error line, linked to its input with `aria-describedby`. */
export function FieldError({
  id,
  messages,
  values,
}: {
  id: string
  messages: string[]
  values?: Record<string, string | number>
}) {
  const message = useMessage(values)
  if (messages.length === 0) return null
  return (
    <p className="x-field__error" id={id}>
      {messages.map(message).join(' ')}
    </p>
  )
}

/** The form's own errors, announced when they appear. */
export function FormErrors({
  errors = [],
  values,
}: {
  errors?: string[]
  values?: Record<string, string | number>
}) {
  const message = useMessage(values)
  return (
    <div className="x-form__errors" role="alert" aria-live="assertive">
      {errors.length > 0 ? <p>{errors.map(message).join(' ')}</p> : null}
    </div>
  )
}

/**
 * The honeypot every public form carries: off-screen, skipped by keyboard and screen
 * readers.
 */
export function Honeypot() {
  const { t } = useTranslation()
  return (
    <div className="x-honeypot" aria-hidden="true">
      <label>
        {t('account:form.honeypot')}
        <input type="text" name={honeypotField} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  )
}

/** After an answer with errors, focus moves to the first invalid field. */
export function useFocusOnErrors(result: FormResult | undefined) {
  const ref = useRef<HTMLFormElement>(null)
  useEffect(() => {
    if (!hasErrors(result) || !ref.current) return
    ref.current.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [result])
  return ref
}

export function Notice({
  tone,
  children,
}: {
  tone: 'success' | 'info' | 'error'
  children: ReactNode
}) {
  return (
    <div className={`x-notice x-notice--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  )
}
