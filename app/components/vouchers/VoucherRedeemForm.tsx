import { getFormProps } from '@conform-to/react'
import { Form } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { VoucherCodeSchema } from '~/domain/voucher-schemas'
import { voucherCodeMaxLength } from '~/domain/vouchers'
import { useSchemaForm } from '../schema-form'
import {
  FieldError,
  FormErrors,
  Honeypot,
  useFocusOnErrors,
  valueOf,
  type FormResult,
} from './form-parts'

/**
 * The voucher-code form: one field, its error in words for the reason the shop gave (unknown,
 * expired, already used …); a code that cannot be one is named before anything is sent.
 */
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
  const ref = useFocusOnErrors(result)
  const [form, fields] = useSchemaForm(VoucherCodeSchema, result)
  const code = fields.code!
  const errors = code.errors ?? []
  return (
    <Form
      method="post"
      action={action}
      className="x-form voucher-redeem"
      ref={ref}
      {...getFormProps(form)}
      data-form="voucher-redeem"
    >
      <FormErrors errors={form.errors} />
      <div className={`x-field${errors.length > 0 ? ' x-field--invalid' : ''}`}>
        <label htmlFor={code.id}>{t('voucher.redeem.code')}</label>
        <div className="voucher-redeem__row">
          <input
            key={code.key}
            id={code.id}
            name={code.name}
            type="text"
            required
            maxLength={voucherCodeMaxLength + 8}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            defaultValue={valueOf(result, 'code')}
            aria-invalid={errors.length > 0 || undefined}
            aria-describedby={errors.length > 0 ? code.errorId : undefined}
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
        <FieldError id={code.errorId} messages={errors} />
      </div>
      <Honeypot />
    </Form>
  )
}
