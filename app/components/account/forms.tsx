import { getFormProps, useForm, type Submission, type SubmissionResult } from '@conform-to/react'
import { useTranslation } from 'react-i18next'
import {
  emailMaxLength,
  nameMaxLength,
  passwordMaxLength,
  passwordMinLength,
} from '~/domain/account-forms'
import {
  LoginSchema,
  LogoutSchema,
  NewPasswordSchema,
  NewsletterConfirmSchema,
  NewsletterSchema,
  PasswordResetSchema,
  SignUpSchema,
} from '~/domain/account-schemas'
import { parseForm } from '~/domain/form-parse'
import { useFixedFieldsForm } from '../schema-form'
import { Captcha } from './Captcha'
import { Field, FormErrors, Honeypot, SubmitButton, useFocusOnErrors } from './fields'
import type { FormResult } from './form-result'
import type { FetcherWithComponents } from '@remix-run/react'
import type { MouseEvent } from 'react'
import type { $ZodType } from 'zod/v4/core'
import type { CaptchaWidget } from '~/domain/captcha'

/** Remix's `<Form>` on the pages, a fetcher's `<Form>` in the dialogs. */
export type FormComponent = FetcherWithComponents<unknown>['Form']

type Common = {
  Form: FormComponent
  action: string
  result: FormResult | undefined
  pending: boolean
  /**
   * Set in a dialog: the action answers JSON instead of redirecting where that keeps the dialog
   * useful.
   */
  via?: 'dialog'
}

type Switch = { href: string; onClick?: (event: MouseEvent<HTMLAnchorElement>) => void }

/**
 * Conform's form state with the schema the action parses with: with JavaScript a
 * field is checked when it loses focus and again as it is corrected, the whole form on submit
 * before anything is sent (focus then moves to the first invalid field); the server's answer
 * (`result`) fills the same errors and kept values, with or without JavaScript.
 */
/** The customer forms' fields: text, and the sign-up's newsletter box. */
type AccountFormValue = Record<string, string | boolean | undefined>

function useAccountForm(
  schema: $ZodType<AccountFormValue>,
  result: FormResult | undefined,
  defaultValue?: Record<string, string | undefined>,
) {
  return useForm<AccountFormValue>({
    lastResult: (result ?? null) as SubmissionResult<string[]> | null,
    defaultValue,
    onValidate: ({ formData }) => parseForm(formData, { schema }) as Submission<AccountFormValue>,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  })
}

export function LoginForm({
  Form,
  action,
  result,
  pending,
  via,
  redirectTo,
  signUp,
  passwordReset,
}: Common & { redirectTo?: string; signUp: Switch; passwordReset: Switch }) {
  const { t } = useTranslation('account')
  const ref = useFocusOnErrors(result)
  const [form, fields] = useAccountForm(LoginSchema, result)
  return (
    <Form
      method="post"
      action={action}
      className="account-form"
      ref={ref}
      {...getFormProps(form)}
      data-form="login"
    >
      <FormErrors errors={form.errors} />
      <Field
        field={fields.email!}
        type="email"
        label={t('form.email')}
        autoComplete="email"
        maxLength={emailMaxLength}
      />
      <Field
        field={fields.password!}
        type="password"
        label={t('form.password')}
        autoComplete="current-password"
      />
      <p className="account-form__aside">
        <a href={passwordReset.href} onClick={passwordReset.onClick}>
          {t('login.forgot')}
        </a>
      </p>
      <Honeypot />
      {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
      {via ? <input type="hidden" name="via" value={via} /> : null}
      {/* Asked for by the shop API when the account is under attack. */}
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

export function SignUpForm({
  Form,
  action,
  result,
  pending,
  via,
  redirectTo,
  login,
}: Common & { redirectTo?: string; login: Switch }) {
  const { t } = useTranslation('account')
  const ref = useFocusOnErrors(result)
  const [form, fields] = useAccountForm(SignUpSchema, result)
  const newsletter = fields.newsletter?.initialValue === 'on'
  return (
    <Form
      method="post"
      action={action}
      className="account-form"
      ref={ref}
      {...getFormProps(form)}
      data-form="sign-up"
    >
      <FormErrors errors={form.errors} />
      <div className="account-form__row">
        <Field
          field={fields.firstName!}
          label={t('form.firstName')}
          autoComplete="given-name"
          maxLength={nameMaxLength}
        />
        <Field
          field={fields.lastName!}
          label={t('form.lastName')}
          autoComplete="family-name"
          maxLength={nameMaxLength}
        />
      </div>
      <Field
        field={fields.email!}
        type="email"
        label={t('form.email')}
        autoComplete="email"
        maxLength={emailMaxLength}
      />
      <Field
        field={fields.password!}
        type="password"
        label={t('form.password')}
        hint={t('form.passwordHint', { min: passwordMinLength })}
        autoComplete="new-password"
        minLength={passwordMinLength}
        maxLength={passwordMaxLength}
      />
      <div className="field field--checkbox">
        <input
          id="sign-up-newsletter"
          type="checkbox"
          name="newsletter"
          defaultChecked={newsletter}
        />
        <label htmlFor="sign-up-newsletter">{t('signUp.newsletter')}</label>
      </div>
      <Honeypot />
      {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
      {via ? <input type="hidden" name="via" value={via} /> : null}
      {/* The first post's key, kept when it failed: a retry gets that post's outcome. */}
      {result?.idempotencyKey ? (
        <input type="hidden" name="idempotencyKey" value={result.idempotencyKey} />
      ) : null}
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

export function PasswordResetForm({
  Form,
  action,
  result,
  pending,
  via,
  login,
  defaultEmail,
}: Common & { login: Switch; defaultEmail?: string }) {
  const { t } = useTranslation('account')
  const ref = useFocusOnErrors(result)
  const [form, fields] = useAccountForm(PasswordResetSchema, result, { email: defaultEmail })
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
    <Form
      method="post"
      action={action}
      className="account-form"
      ref={ref}
      {...getFormProps(form)}
      data-form="password-reset"
    >
      <p className="account-form__intro">{t('passwordReset.intro')}</p>
      <FormErrors errors={form.errors} />
      <Field
        field={fields.email!}
        type="email"
        label={t('form.email')}
        autoComplete="email"
        maxLength={emailMaxLength}
      />
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

export function NewPasswordForm({
  Form,
  action,
  result,
  pending,
  token,
}: Common & { token: string }) {
  const { t } = useTranslation('account')
  const ref = useFocusOnErrors(result)
  const [form, fields] = useAccountForm(NewPasswordSchema, result, { token })
  const kept = fields.token?.initialValue
  return (
    <Form
      method="post"
      action={action}
      className="account-form"
      ref={ref}
      {...getFormProps(form)}
      data-form="new-password"
    >
      <FormErrors errors={[...(form.errors ?? []), ...(fields.token?.errors ?? [])]} />
      <input type="hidden" name="token" value={typeof kept === 'string' && kept ? kept : token} />
      <Field
        field={fields.password!}
        type="password"
        label={t('newPassword.password')}
        hint={t('form.passwordHint', { min: passwordMinLength })}
        autoComplete="new-password"
        minLength={passwordMinLength}
        maxLength={passwordMaxLength}
      />
      <Honeypot />
      <SubmitButton pending={pending} pendingLabel={t('form.sending')}>
        {t('newPassword.submit')}
      </SubmitButton>
    </Form>
  )
}

export function NewsletterForm({
  Form,
  action,
  result,
  pending,
  captcha,
  defaultEmail,
}: Common & { captcha: CaptchaWidget | null; defaultEmail?: string }) {
  const { t } = useTranslation('account')
  const ref = useFocusOnErrors(result)
  const [form, fields] = useAccountForm(NewsletterSchema, result, { email: defaultEmail })
  return (
    <Form
      method="post"
      action={action}
      className="account-form"
      ref={ref}
      {...getFormProps(form)}
      data-form="newsletter"
    >
      <FormErrors errors={form.errors} />
      <Field
        field={fields.email!}
        type="email"
        label={t('form.email')}
        autoComplete="email"
        maxLength={emailMaxLength}
      />
      <Captcha widget={captcha} />
      <Honeypot />
      <p className="account-form__aside">{t('newsletter.consent')}</p>
      <SubmitButton pending={pending} pendingLabel={t('form.sending')}>
        {t('newsletter.submit')}
      </SubmitButton>
    </Form>
  )
}

export function NewsletterConfirmForm({
  Form,
  action,
  result,
  pending,
  token,
}: Common & { token: string }) {
  const { t } = useTranslation('account')
  const ref = useFocusOnErrors(result)
  const [form, fields] = useAccountForm(NewsletterConfirmSchema, result, { token })
  return (
    <Form
      method="post"
      action={action}
      className="account-form"
      ref={ref}
      {...getFormProps(form)}
      data-form="newsletter-confirm"
    >
      <FormErrors errors={[...(form.errors ?? []), ...(fields.token?.errors ?? [])]} />
      <input type="hidden" name="token" value={token} />
      <Honeypot />
      <SubmitButton pending={pending} pendingLabel={t('form.sending')}>
        {t('newsletterConfirm.submit')}
      </SubmitButton>
    </Form>
  )
}

export function LogoutForm({
  Form,
  action,
  pending,
  label,
}: {
  Form: FormComponent
  action: string
  pending: boolean
  label: string
}) {
  const { t } = useTranslation('account')
  // No visible field: checked with the action's schema all the same (a tampered value is not sent).
  const form = useFixedFieldsForm(LogoutSchema)
  return (
    <Form
      method="post"
      action={action}
      className="logout-form"
      {...getFormProps(form)}
      data-form="logout"
    >
      <SubmitButton pending={pending} pendingLabel={t('form.sending')}>
        {label}
      </SubmitButton>
    </Form>
  )
}
