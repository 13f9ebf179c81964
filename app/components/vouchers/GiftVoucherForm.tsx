import { getFormProps } from '@conform-to/react'
import { Form } from '@remix-run/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatPrice } from '~/domain/price'
import { GiftVoucherSchema } from '~/domain/voucher-schemas'
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
import { useEarlyInput } from '../early-input'
import { useSchemaForm } from '../schema-form'
import {
  FieldError,
  FormErrors,
  Honeypot,
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
 * with it the preview and the character count follow what is typed, and the form is checked
 * with the action's own schema before anything is sent.
 */
export function GiftVoucherForm({ action, locale, currency, result, pending }: Props) {
  const { t } = useTranslation()
  const ref = useFocusOnErrors(result)
  const [form, fields] = useSchemaForm(GiftVoucherSchema, result)
  const amountChoice = fields.amountChoice!
  const customAmount = fields.customAmount!
  const designField = fields.design!
  const messageField = fields.message!
  const limits = { min: giftVoucherAmountMin, max: giftVoucherAmountMax }
  const [choice, setChoice] = useState(
    valueOf(result, 'amountChoice') ?? String(giftVoucherDefaultAmount),
  )
  const [custom, setCustom] = useState(valueOf(result, 'customAmount') ?? '')
  const [design, setDesign] = useState<GiftVoucherDesign>(
    (valueOf(result, 'design') as GiftVoucherDesign | undefined) ?? 'classic',
  )
  const [message, setMessage] = useState(valueOf(result, 'message') ?? '')
  // What was chosen or typed before the page was live becomes the state the preview shows; an
  // amount typed in the field chooses "other" (as focusing it does) unless an amount was picked.
  useEarlyInput(ref, (changed) => {
    const picked = (name: string) =>
      changed.find((control) => control.name === name && 'checked' in control && control.checked)
    const typed = (name: string) => changed.find((control) => control.name === name)
    const amount = picked(amountChoice.name)
    const customTyped = typed(customAmount.name)
    if (customTyped) setCustom(customTyped.value)
    if (amount) setChoice(amount.value)
    else if (customTyped) setChoice(customAmountChoice)
    const chosenDesign = picked(designField.name)
    if (chosenDesign) setDesign(chosenDesign.value as GiftVoucherDesign)
    const typedMessage = typed(messageField.name)
    if (typedMessage) setMessage(typedMessage.value)
  })
  const amount = giftVoucherAmount(choice, custom)
  const price = (value: number) => formatPrice(value, locale, currency)
  const choiceErrors = amountChoice.errors ?? []
  const customErrors = customAmount.errors ?? []
  // One message line for the amount, whichever of its two fields it is about.
  const amountErrors = [...choiceErrors, ...customErrors]
  const amountErrorId = amountChoice.errorId
  const designErrors = designField.errors ?? []
  const messageErrors = messageField.errors ?? []
  const messageCountId = `${messageField.id}-count`
  const length = messageLength(message)

  return (
    <div className="voucher-buy">
      <Form
        method="post"
        action={action}
        className="x-form voucher-form"
        ref={ref}
        {...getFormProps(form)}
        data-form="gift-voucher"
      >
        <FormErrors errors={form.errors} />
        <fieldset
          className="x-fieldset"
          aria-describedby={amountErrors.length > 0 ? amountErrorId : customAmount.descriptionId}
        >
          <legend>{t('voucher.amount.legend')}</legend>
          <div className="voucher-amounts">
            {[...giftVoucherPresets.map(String), customAmountChoice].map((option) => (
              <label
                key={option}
                className={`x-choice${option === customAmountChoice ? ' x-choice--wide' : ''}`}
              >
                <input
                  type="radio"
                  name={amountChoice.name}
                  value={option}
                  checked={choice === option}
                  onChange={() => setChoice(option)}
                  aria-invalid={choiceErrors.length > 0 || undefined}
                  aria-describedby={choiceErrors.length > 0 ? amountErrorId : undefined}
                />
                <span>
                  {option === customAmountChoice
                    ? t('voucher.amount.other')
                    : price(Number(option))}
                </span>
              </label>
            ))}
          </div>
          <div
            className={`x-field voucher-custom${customErrors.length > 0 ? ' x-field--invalid' : ''}`}
          >
            <label htmlFor={customAmount.id}>{t('voucher.amount.customLabel', { currency })}</label>
            <input
              id={customAmount.id}
              name={customAmount.name}
              type="text"
              inputMode="numeric"
              pattern="[0-9]*"
              maxLength={4}
              autoComplete="off"
              value={custom}
              onChange={(event) => setCustom(event.target.value)}
              onFocus={() => setChoice(customAmountChoice)}
              aria-invalid={customErrors.length > 0 || undefined}
              aria-describedby={[
                customAmount.descriptionId,
                customErrors.length > 0 ? amountErrorId : '',
              ]
                .filter(Boolean)
                .join(' ')}
            />
            <p className="x-field__hint" id={customAmount.descriptionId}>
              {t('voucher.amount.hint', {
                min: price(giftVoucherAmountMin),
                max: price(giftVoucherAmountMax),
              })}
            </p>
          </div>
          <FieldError
            id={amountErrorId}
            messages={amountErrors}
            values={{ min: price(limits.min), max: price(limits.max) }}
          />
        </fieldset>

        <fieldset
          className="x-fieldset"
          aria-describedby={designErrors.length > 0 ? designField.errorId : undefined}
        >
          <legend>{t('voucher.design.legend')}</legend>
          <div className="voucher-designs">
            {giftVoucherDesigns.map((option) => (
              <label key={option} className={`voucher-design voucher-design--${option}`}>
                <input
                  type="radio"
                  name={designField.name}
                  value={option}
                  checked={design === option}
                  onChange={() => setDesign(option)}
                  aria-invalid={designErrors.length > 0 || undefined}
                  aria-describedby={designErrors.length > 0 ? designField.errorId : undefined}
                />
                <span className="voucher-design__swatch" aria-hidden="true" />
                <span className="voucher-design__name">{t(`voucher.design.${option}`)}</span>
              </label>
            ))}
          </div>
          <FieldError id={designField.errorId} messages={designErrors} />
        </fieldset>

        <div className={`x-field${messageErrors.length > 0 ? ' x-field--invalid' : ''}`}>
          <label htmlFor={messageField.id}>{t('voucher.message.label')}</label>
          <p className="x-field__hint" id={messageField.descriptionId}>
            {t('voucher.message.hint', { max: giftVoucherMessageMaxLength })}
          </p>
          <textarea
            id={messageField.id}
            name={messageField.name}
            rows={4}
            maxLength={giftVoucherMessageMaxLength * 2}
            value={message}
            onChange={(event) => setMessage(event.target.value)}
            aria-invalid={
              messageErrors.length > 0 || length > giftVoucherMessageMaxLength || undefined
            }
            aria-describedby={[
              messageField.descriptionId,
              messageCountId,
              messageErrors.length > 0 ? messageField.errorId : '',
            ]
              .filter(Boolean)
              .join(' ')}
          />
          <p
            className={`x-field__count${length > giftVoucherMessageMaxLength ? ' x-field__count--over' : ''}`}
            id={messageCountId}
            aria-live="polite"
          >
            {t('voucher.message.counter', { count: length, max: giftVoucherMessageMaxLength })}
          </p>
          <FieldError
            id={messageField.errorId}
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
