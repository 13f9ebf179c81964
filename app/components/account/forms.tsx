import type { FetcherWithComponents } from '@remix-run/react'
import type { MouseEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { emailMaxLength, nameMaxLength, passwordMaxLength, passwordMinLength } from '~/domain/account-forms'
import type { CaptchaWidget } from '~/domain/captcha'
import { Captcha } from './Captcha'
import { Field, FormErrors, Honeypot, SubmitButton, useFocusOnErrors } from './fields'
import { initialValueOf, type FormResult } from './form-result'

/** Remix's `<Form>` on the pages, a fetcher's `<Form>` in the dialogs. */
export type FormComponent = FetcherWithComponents<unknown>['Form']

type Common = {
  Form: FormComponent
  action: string
  result: FormResult | undefined
  pending: boolean
  /** Set in a dialog: the action answers JSON instead of redirecting where that keeps the dialog useful. */
  via?: 'dialog'
}

type Switch = { href: string; onClick?: (event: MouseEvent<HTMLAnchorElement>) => void }

export function LoginForm({ Form, action, result, pending, via, redirectTo, signUp, passwordReset }: Common & { redirectTo?: string; signUp: Switch; passwordReset: Switch }) {
  const { t } = useTranslation('account')
  const ref = useFocusOnErrors(result)
  return (
    <Form method="post" action={action} className="account-form" ref={ref} noValidate data-form="login">
      <FormErrors result={result} />
      <Field name="email" type="email" label={t('form.email')} autoComplete="email" maxLength={emailMaxLength} result={result} />
      <Field name="password" type="password" label={t('form.password')} autoComplete="current-password" result={result} />
      <p className="account-form__aside">
        <a href={passwordReset.href} onClick={passwordReset.onClick}>
          {t('login.forgot')}
        </a>
      </p>
      <Honeypot />
      {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
      {via ? <input type="hidden" name="via" value={via} /> : null}
      {/* Asked for by the shop API when the account is under attack (ADR 162). */}
      <Captcha widget={result?.captcha} />
      <SubmitButton pending={pending} pendingLabel={t('form.sending')}>
        {t('login.submit')}
      </SubmitButton>
      <p className="account-form__switch">
        {t('login.noAccount')}{' '}
        <a href={signUp.href} onClick={signUp.onClick}>
          {t('login.toSignUp')}
        </a>
      </p>
    </Form>
  )
}

export function SignUpForm({ Form, action, result, pending, via, redirectTo, login }: Common & { redirectTo?: string; login: Switch }) {
  const { t } = useTranslation('account')
  const ref = useFocusOnErrors(result)
  const newsletter = result?.initialValue?.newsletter === 'on'
  return (
    <Form method="post" action={action} className="account-form" ref={ref} noValidate data-form="sign-up">
      <FormErrors result={result} />
      <div className="account-form__row">
        <Field name="firstName" label={t('form.firstName')} autoComplete="given-name" maxLength={nameMaxLength} result={result} />
        <Field name="lastName" label={t('form.lastName')} autoComplete="family-name" maxLength={nameMaxLength} result={result} />
      </div>
      <Field name="email" type="email" label={t('form.email')} autoComplete="email" maxLength={emailMaxLength} result={result} />
      <Field
        name="password"
        type="password"
        label={t('form.password')}
        hint={t('form.passwordHint', { min: passwordMinLength })}
        autoComplete="new-password"
        minLength={passwordMinLength}
        maxLength={passwordMaxLength}
        result={result}
      />
      <div className="field field--checkbox">
        <input id="sign-up-newsletter" type="checkbox" name="newsletter" defaultChecked={newsletter} />
        <label htmlFor="sign-up-newsletter">{t('signUp.newsletter')}</label>
      </div>
      <Honeypot />
      {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
      {via ? <input type="hidden" name="via" value={via} /> : null}
      {/* The first post's key, kept when it failed: a retry gets that post's outcome (ADR 166). */}
      {result?.idempotencyKey ? <input type="hidden" name="idempotencyKey" value={result.idempotencyKey} /> : null}
      <SubmitButton pending={pending} pendingLabel={t('form.sending')}>
        {t('signUp.submit')}
      </SubmitButton>
      <p className="account-form__switch">
        {t('signUp.haveAccount')}{' '}
        <a href={login.href} onClick={login.onClick}>
          {t('signUp.toLogin')}
        </a>
      </p>
    </Form>
  )
}

export function PasswordResetForm({ Form, action, result, pending, via, login, defaultEmail }: Common & { login: Switch; defaultEmail?: string }) {
  const { t } = useTranslation('account')
  const ref = useFocusOnErrors(result)
  if (result?.sent) {
    return (
      <div className="account-form__done" role="status">
        <p>{t('passwordReset.sent')}</p>
        <p>
          <a href={login.href} onClick={login.onClick}>
            {t('passwordReset.backToLogin')}
          </a>
        </p>
      </div>
    )
  }
  return (
    <Form method="post" action={action} className="account-form" ref={ref} noValidate data-form="password-reset">
      <p className="account-form__intro">{t('passwordReset.intro')}</p>
      <FormErrors result={result} />
      <Field name="email" type="email" label={t('form.email')} autoComplete="email" maxLength={emailMaxLength} result={result} defaultValue={defaultEmail} />
      <Honeypot />
      {via ? <input type="hidden" name="via" value={via} /> : null}
      <SubmitButton pending={pending} pendingLabel={t('form.sending')}>
        {t('passwordReset.submit')}
      </SubmitButton>
      <p className="account-form__switch">
        <a href={login.href} onClick={login.onClick}>
          {t('passwordReset.backToLogin')}
        </a>
      </p>
    </Form>
  )
}

export function NewPasswordForm({ Form, action, result, pending, token }: Common & { token: string }) {
  const { t } = useTranslation('account')
  const ref = useFocusOnErrors(result)
  return (
    <Form method="post" action={action} className="account-form" ref={ref} noValidate data-form="new-password">
      <FormErrors result={result} />
      <input type="hidden" name="token" value={initialValueOf(result, 'token') ?? token} />
      <Field
        name="password"
        type="password"
        label={t('newPassword.password')}
        hint={t('form.passwordHint', { min: passwordMinLength })}
        autoComplete="new-password"
        minLength={passwordMinLength}
        maxLength={passwordMaxLength}
        result={result}
      />
      <Honeypot />
      <SubmitButton pending={pending} pendingLabel={t('form.sending')}>
        {t('newPassword.submit')}
      </SubmitButton>
    </Form>
  )
}

export function NewsletterForm({ Form, action, result, pending, captcha, defaultEmail }: Common & { captcha: CaptchaWidget | null; defaultEmail?: string }) {
  const { t } = useTranslation('account')
  const ref = useFocusOnErrors(result)
  return (
    <Form method="post" action={action} className="account-form" ref={ref} noValidate data-form="newsletter">
      <FormErrors result={result} />
      <Field name="email" type="email" label={t('form.email')} autoComplete="email" maxLength={emailMaxLength} result={result} defaultValue={defaultEmail} />
      <Captcha widget={captcha} />
      <Honeypot />
      <p className="account-form__aside">{t('newsletter.consent')}</p>
      <SubmitButton pending={pending} pendingLabel={t('form.sending')}>
        {t('newsletter.submit')}
      </SubmitButton>
    </Form>
  )
}

export function NewsletterConfirmForm({ Form, action, result, pending, token }: Common & { token: string }) {
  const { t } = useTranslation('account')
  const ref = useFocusOnErrors(result)
  return (
    <Form method="post" action={action} className="account-form" ref={ref} data-form="newsletter-confirm">
      <FormErrors result={result} />
      <input type="hidden" name="token" value={token} />
      <Honeypot />
      <SubmitButton pending={pending} pendingLabel={t('form.sending')}>
        {t('newsletterConfirm.submit')}
      </SubmitButton>
    </Form>
  )
}

export function LogoutForm({ Form, action, pending, label }: { Form: FormComponent; action: string; pending: boolean; label: string }) {
  const { t } = useTranslation('account')
  return (
    <Form method="post" action={action} className="logout-form" data-form="logout">
      <SubmitButton pending={pending} pendingLabel={t('form.sending')}>
        {label}
      </SubmitButton>
    </Form>
  )
}
