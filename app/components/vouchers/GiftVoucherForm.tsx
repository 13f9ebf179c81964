import { Form } from '@remix-run/react'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatPrice } from '~/domain/price'
import {
  customAmountChoice,
  giftVoucherAmount,
  giftVoucherAmountMax,
  giftVoucherAmountMin,
  giftVoucherDefaultAmount,
  giftVoucherDesigns,
  giftVoucherMessageMaxLength,
  giftVoucherPresets,
  messageLength,
  type GiftVoucherDesign,
} from '~/domain/vouchers'
import {
  FieldError,
  FormErrors,
  Honeypot,
  fieldErrors,
  useFocusOnErrors,
  valueOf,
  type FormResult,
} from './form-parts'
import type { Currency, Locale } from '~/domain/market'

type Props = {
  action: string
  locale: Locale
  currency: Currency
  result: FormResult | undefined
  pending: boolean
}

/**
 * The gift-voucher form: an amount (presets or a typed whole amount within the limits), a
 * design and a message, with a preview of the voucher. A plain POST without JavaScript;
 * with it the preview and the character count follow what is typed.
 */
export function GiftVoucherForm({ action, locale, currency, result, pending }: Props) {
  const { t } = useTranslation()
  const id = useId()
  const ref = useFocusOnErrors(result)
  const limits = { min: giftVoucherAmountMin, max: giftVoucherAmountMax }
  const [choice, setChoice] = useState(
    valueOf(result, 'amountChoice') ?? String(giftVoucherDefaultAmount),
  )
  const [custom, setCustom] = useState(valueOf(result, 'customAmount') ?? '')
  const [design, setDesign] = useState<GiftVoucherDesign>(
    (valueOf(result, 'design') as GiftVoucherDesign | undefined) ?? 'classic',
  )
  const [message, setMessage] = useState(valueOf(result, 'message') ?? '')
  const amount = giftVoucherAmount(choice, custom)
  const price = (value: number) => formatPrice(value, locale, currency)
  const amountErrors = [
    ...fieldErrors(result, 'amountChoice'),
    ...fieldErrors(result, 'customAmount'),
  ]
  const messageErrors = fieldErrors(result, 'message')
  const designErrors = fieldErrors(result, 'design')
  const length = messageLength(message)

  return (
    <div className="voucher-buy">
      <Form
        method="post"
        action={action}
        className="x-form voucher-form"
        ref={ref}
        noValidate
        data-form="gift-voucher"
      >
        <FormErrors result={result} />
        <fieldset
          className="x-fieldset"
          aria-describedby={amountErrors.length > 0 ? `${id}-amount-error` : `${id}-amount-hint`}
        >
          <legend>{t('voucher.amount.legend')}</legend>
          <div className="voucher-amounts">
            {giftVoucherPresets.map((preset) => (
              <label key={preset} className="x-choice">
                <input
                  type="radio"
                  name="amountChoice"
                  value={String(preset)}
                  checked={choice === String(preset)}
                  onChange={() => setChoice(String(preset))}
                />
                <span>{price(preset)}</span>
              </label>
            ))}
            <label className="x-choice x-choice--wide">
              <input
                type="radio"
                name="amountChoice"
                value={customAmountChoice}
                checked={choice === customAmountChoice}
                onChange={() => setChoice(customAmountChoice)}
              />
              <span>{t('voucher.amount.other')}</span>
            </label>
          </div>
          <div
            className={`x-field voucher-custom${fieldErrors(result, 'customAmount').length > 0 ? ' x-field--invalid' : ''}`}
          >
            <label htmlFor={`${id}-custom`}>{t('voucher.amount.customLabel', { currency })}</label>
            <input
              id={`${id}-custom`}
              name="customAmount"
              type="text"
              inputMode="numeric"
              pattern="[0-9]*"
              maxLength={4}
              autoComplete="off"
              value={custom}
              onChange={(event) => setCustom(event.target.value)}
              onFocus={() => setChoice(customAmountChoice)}
              aria-invalid={fieldErrors(result, 'customAmount').length > 0 || undefined}
              aria-describedby={`${id}-amount-hint`}
            />
            <p className="x-field__hint" id={`${id}-amount-hint`}>
              {t('voucher.amount.hint', {
                min: price(giftVoucherAmountMin),
                max: price(giftVoucherAmountMax),
              })}
            </p>
          </div>
          <FieldError
            id={`${id}-amount-error`}
            messages={amountErrors}
            values={{ min: price(limits.min), max: price(limits.max) }}
          />
        </fieldset>

        <fieldset
          className="x-fieldset"
          aria-describedby={designErrors.length > 0 ? `${id}-design-error` : undefined}
        >
          <legend>{t('voucher.design.legend')}</legend>
          <div className="voucher-designs">
            {giftVoucherDesigns.map((option) => (
              <label key={option} className={`voucher-design voucher-design--${option}`}>
                <input
                  type="radio"
                  name="design"
                  value={option}
                  checked={design === option}
                  onChange={() => setDesign(option)}
                />
                <span className="voucher-design__swatch" aria-hidden="true" />
                <span className="voucher-design__name">{t(`voucher.design.${option}`)}</span>
              </label>
            ))}
          </div>
          <FieldError id={`${id}-design-error`} messages={designErrors} />
        </fieldset>

        <div className={`x-field${messageErrors.length > 0 ? ' x-field--invalid' : ''}`}>
          <label htmlFor={`${id}-message`}>{t('voucher.message.label')}</label>
          <p className="x-field__hint" id={`${id}-message-hint`}>
            {t('voucher.message.hint', { max: giftVoucherMessageMaxLength })}
          </p>
          <textarea
            id={`${id}-message`}
            name="message"
            rows={4}
            maxLength={giftVoucherMessageMaxLength * 2}
            value={message}
            onChange={(event) => setMessage(event.target.value)}
            aria-invalid={
              messageErrors.length > 0 || length > giftVoucherMessageMaxLength || undefined
            }
            aria-describedby={[
              `${id}-message-hint`,
              `${id}-message-count`,
              messageErrors.length > 0 ? `${id}-message-error` : '',
            ]
              .filter(Boolean)
              .join(' ')}
          />
          <p
            className={`x-field__count${length > giftVoucherMessageMaxLength ? ' x-field__count--over' : ''}`}
            id={`${id}-message-count`}
            aria-live="polite"
          >
            {t('voucher.message.counter', { count: length, max: giftVoucherMessageMaxLength })}
          </p>
          <FieldError
            id={`${id}-message-error`}
            messages={messageErrors}
            values={{ max: giftVoucherMessageMaxLength }}
          />
        </div>

        <Honeypot />
        <button
          type="submit"
          className="button button--primary x-form__submit"
          disabled={pending}
          aria-busy={pending || undefined}
        >
          {pending ? t('voucher.sending') : t('voucher.submit')}
        </button>
      </Form>

      <aside className="voucher-preview" aria-label={t('voucher.preview')}>
        <p className="voucher-preview__caption">{t('voucher.preview')}</p>
        <div className={`voucher-card voucher-card--${design}`}>
          <span className="voucher-card__brand">Printhaus</span>
          <span className="voucher-card__title">{t('voucher.title')}</span>
          <span className="voucher-card__amount">{amount !== undefined ? price(amount) : '–'}</span>
          {message.trim() ? <span className="voucher-card__message">{message}</span> : null}
        </div>
      </aside>
    </div>
  )
}
