import { useEffect, useId, useRef, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import {
  distinctMessages,
  honeypotField,
  isMessageKey,
  nameMaxLength,
  passwordMaxLength,
  passwordMinLength,
} from '~/domain/account-forms'
import { hasErrors, type FormResult } from './form-result'
import type { FieldMetadata } from '@conform-to/react'

/** A form message: the server's own are translation keys, the backend's are shown as they are. */
export function useFormMessage() {
  const { t } = useTranslation('account')
  return (message: string) =>
    isMessageKey(message)
      ? t(message, {
          min: passwordMinLength,
          max: message.includes('password') ? passwordMaxLength : nameMaxLength,
        })
      : message
}

type FieldProps = {
  /**
   * The field's state from Conform's `useForm`: its id, errors (the browser's or the server's) and
   * kept value.
   */
  field: FieldMetadata<string | boolean | undefined, Record<string, unknown>>
  label: string
  type?: 'text' | 'email' | 'password'
  autoComplete?: string
  required?: boolean
  minLength?: number
  maxLength?: number
  hint?: string
}

/**
 * A labelled input with its error, tied to it for screen readers (`aria-invalid`,
 * `aria-describedby`). The same markup with and without JavaScript: the server's answer
 * fills the errors and kept values before hydration, Conform's validation after.
 */
export function Field({
  field,
  label,
  type = 'text',
  autoComplete,
  required = true,
  minLength,
  maxLength,
  hint,
}: FieldProps) {
  const message = useFormMessage()
  const errors = field.errors ?? []
  const describedBy = [hint ? field.descriptionId : '', errors.length > 0 ? field.errorId : '']
    .filter(Boolean)
    .join(' ')
  const value =
    type === 'password'
      ? undefined
      : typeof field.initialValue === 'string'
        ? field.initialValue
        : undefined
  return (
    <div className={`field${errors.length > 0 ? ' field--invalid' : ''}`}>
      <label htmlFor={field.id}>{label}</label>
      {hint ? (
        <p className="field__hint" id={field.descriptionId}>
          {hint}
        </p>
      ) : null}
      <input
        key={field.key}
        id={field.id}
        name={field.name}
        type={type}
        autoComplete={autoComplete}
        required={required}
        minLength={minLength}
        maxLength={maxLength}
        defaultValue={value}
        aria-invalid={errors.length > 0 || undefined}
        aria-describedby={describedBy || undefined}
        {...(type === 'email'
          ? { inputMode: 'email' as const, spellCheck: false, autoCapitalize: 'none' }
          : {})}
      />
      {errors.length > 0 ? (
        <p className="field__error" id={field.errorId}>
          {errors.map(message).join(' ')}
        </p>
      ) : null}
    </div>
  )
}

/** The honeypot every public form carries: off-screen, skipped by keyboard and screen readers. */
export function Honeypot() {
  const { t } = useTranslation('account')
  const id = useId()
  return (
    <div className="honeypot" aria-hidden="true">
      <label htmlFor={id}>{t('form.honeypot')}</label>
      <input
        id={id}
        type="text"
        name={honeypotField}
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </div>
  )
}

/** The form's own errors (wrong password, throttled, unreachable), announced when they appear. */
export function FormErrors({ errors = [] }: { errors?: string[] }) {
  const message = useFormMessage()
  return (
    <div className="form-errors" role="alert" aria-live="assertive">
      {errors.length > 0 ? <p>{distinctMessages(errors.map(message)).join(' ')}</p> : null}
    </div>
  )
}

/** After an answer with errors, focus goes to the first invalid field (or the form's message). */
export function useFocusOnErrors(result: FormResult | undefined) {
  const ref = useRef<HTMLFormElement>(null)
  useEffect(() => {
    if (!hasErrors(result) || !ref.current) return
    // A password is never sent back: clear what was typed, as the page without JavaScript does.
    for (const input of ref.current.querySelectorAll<HTMLInputElement>('input[type="password"]'))
      input.value = ''
    const target = ref.current.querySelector<HTMLElement>('[aria-invalid="true"]')
    target?.focus()
  }, [result])
  return ref
}

export function SubmitButton({
  pending,
  children,
  pendingLabel,
}: {
  pending: boolean
  children: ReactNode
  pendingLabel: string
}) {
  return (
    <button
      type="submit"
      className="button button--primary form__submit"
      disabled={pending}
      aria-busy={pending || undefined}
    >
      {pending ? pendingLabel : children}
    </button>
  )
}
