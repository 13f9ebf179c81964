import { useEffect, useId, useRef, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { honeypotField, isMessageKey, nameMaxLength, passwordMaxLength, passwordMinLength } from '~/domain/account-forms'
import { fieldErrorsOf, formErrorsOf, hasErrors, initialValueOf, type FormResult } from './form-result'

/** A form message: the server's own are translation keys, the backend's are shown as they are. */
export function useFormMessage() {
  const { t } = useTranslation('account')
  return (message: string) => (isMessageKey(message) ? t(message, { min: passwordMinLength, max: message.includes('password') ? passwordMaxLength : nameMaxLength }) : message)
}

type FieldProps = {
  name: string
  label: string
  result: FormResult | undefined
  type?: 'text' | 'email' | 'password'
  autoComplete?: string
  required?: boolean
  minLength?: number
  maxLength?: number
  hint?: string
  defaultValue?: string
}

/** A labelled input with its error, described for screen readers; values come back from the server. */
export function Field({ name, label, result, type = 'text', autoComplete, required = true, minLength, maxLength, hint, defaultValue }: FieldProps) {
  const id = useId()
  const message = useFormMessage()
  const errors = fieldErrorsOf(result, name)
  const describedBy = [hint ? `${id}-hint` : '', errors.length > 0 ? `${id}-error` : ''].filter(Boolean).join(' ')
  const value = type === 'password' ? undefined : (initialValueOf(result, name) ?? defaultValue)
  return (
    <div className={`field${errors.length > 0 ? ' field--invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      <input
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        required={required}
        minLength={minLength}
        maxLength={maxLength}
        defaultValue={value}
        aria-invalid={errors.length > 0 || undefined}
        aria-describedby={describedBy || undefined}
        {...(type === 'email' ? { inputMode: 'email' as const, spellCheck: false, autoCapitalize: 'none' } : {})}
      />
      {errors.length > 0 ? (
        <p className="field__error" id={`${id}-error`}>
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
      <input id={id} type="text" name={honeypotField} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  )
}

/** The form's own errors (wrong password, throttled, unreachable), announced when they appear. */
export function FormErrors({ result }: { result: FormResult | undefined }) {
  const message = useFormMessage()
  const errors = formErrorsOf(result)
  return (
    <div className="form-errors" role="alert" aria-live="assertive">
      {errors.length > 0 ? <p>{errors.map(message).join(' ')}</p> : null}
    </div>
  )
}

/** After an answer with errors, focus goes to the first invalid field (or the form's message). */
export function useFocusOnErrors(result: FormResult | undefined) {
  const ref = useRef<HTMLFormElement>(null)
  useEffect(() => {
    if (!hasErrors(result) || !ref.current) return
    // A password is never sent back: clear what was typed, as the page without JavaScript does.
    for (const input of ref.current.querySelectorAll<HTMLInputElement>('input[type="password"]')) input.value = ''
    const target = ref.current.querySelector<HTMLElement>('[aria-invalid="true"]')
    target?.focus()
  }, [result])
  return ref
}

export function SubmitButton({ pending, children, pendingLabel }: { pending: boolean; children: ReactNode; pendingLabel: string }) {
  return (
    <button type="submit" className="button button--primary form__submit" disabled={pending} aria-busy={pending || undefined}>
      {pending ? pendingLabel : children}
    </button>
  )
}
