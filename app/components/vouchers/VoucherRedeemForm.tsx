import { Form } from '@remix-run/react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { voucherCodeMaxLength } from '~/domain/vouchers'
import {
  FieldError,
  FormErrors,
  Honeypot,
  fieldErrors,
  useFocusOnErrors,
  valueOf,
  type FormResult,
} from './form-parts'

/** The voucher-code form: one field, its error in words for the reason the shop gave (unknown, expired, already used …). */
export function VoucherRedeemForm({
  action,
  result,
  pending,
}: {
  action: string
  result: FormResult | undefined
  pending: boolean
}) {
  const { t } = useTranslation()
  const id = useId()
  const ref = useFocusOnErrors(result)
  const errors = fieldErrors(result, 'code')
  return (
    <Form
      method="post"
      action={action}
      className="x-form voucher-redeem"
      ref={ref}
      noValidate
      data-form="voucher-redeem"
    >
      <FormErrors result={result} />
      <div className={`x-field${errors.length > 0 ? ' x-field--invalid' : ''}`}>
        <label htmlFor={`${id}-code`}>{t('voucher.redeem.code')}</label>
        <div className="voucher-redeem__row">
          <input
            id={`${id}-code`}
            name="code"
            type="text"
            required
            maxLength={voucherCodeMaxLength + 8}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            defaultValue={valueOf(result, 'code')}
            aria-invalid={errors.length > 0 || undefined}
            aria-describedby={errors.length > 0 ? `${id}-code-error` : undefined}
          />
          <button
            type="submit"
            className="button button--primary"
            disabled={pending}
            aria-busy={pending || undefined}
          >
            {t('voucher.redeem.submit')}
          </button>
        </div>
        <FieldError id={`${id}-code-error`} messages={errors} />
      </div>
      <Honeypot />
    </Form>
  )
}
