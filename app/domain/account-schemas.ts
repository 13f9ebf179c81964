import * as z from 'zod/mini'
import {
  emailMaxLength,
  nameMaxLength,
  passwordMaxLength,
  passwordMinLength,
} from './account-forms'

/**
 * The customer forms' schemas: the browser validates with them before anything is
 * sent (Conform's `useForm`), the actions parse with the very same ones (`acceptForm`). zod's
 * mini build keeps them a few KB in the browser. Messages are keys of the `account`
 * translations.
 */

const required = 'account:form.required'

const emailField = z.pipe(
  z
    .string({ error: required })
    .check(z.trim(), z.maxLength(emailMaxLength, 'account:form.emailInvalid')),
  z.email({ error: 'account:form.emailInvalid' }),
)
const nameField = z
  .string({ error: required })
  .check(z.trim(), z.minLength(1, required), z.maxLength(nameMaxLength, 'account:form.tooLong'))
const newPasswordField = z
  .string({ error: required })
  .check(
    z.minLength(passwordMinLength, 'account:form.passwordTooShort'),
    z.maxLength(passwordMaxLength, 'account:form.passwordTooLong'),
  )

export const LoginSchema = z.object({
  email: emailField,
  password: z.string({ error: required }),
  recaptchaToken: z.optional(z.string()),
})

export const SignUpSchema = z.object({
  firstName: nameField,
  lastName: nameField,
  email: emailField,
  password: newPasswordField,
  // A checkbox: sent as "on" when ticked, not at all otherwise.
  newsletter: z.optional(
    z.pipe(
      z.literal('on'),
      z.transform(() => true),
    ),
  ),
  idempotencyKey: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_-]{16,100}$/))),
})

export const PasswordResetSchema = z.object({ email: emailField })

export const NewPasswordSchema = z.object({
  token: z
    .string({ error: 'account:newPassword.missingToken' })
    .check(z.minLength(1, 'account:newPassword.missingToken')),
  password: newPasswordField,
})

export const NewsletterSchema = z.object({
  email: emailField,
  recaptchaToken: z.optional(z.string()),
})

export const NewsletterConfirmSchema = z.object({
  token: z
    .string({ error: 'account:newsletterConfirm.missingToken' })
    .check(z.minLength(1, 'account:newsletterConfirm.missingToken')),
})

/** Logout posts only where to go next (checked to stay on this shop). */
export const LogoutSchema = z.object({
  redirectTo: z.optional(z.string().check(z.maxLength(2048))),
})
