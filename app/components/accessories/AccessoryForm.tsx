import { getFormProps } from '@conform-to/react'
import { Form, useNavigation, useSubmit } from '@remix-run/react'
import { useEffect, useId, useRef, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { AccessoryOrderSchema, AccessoryPriceSchema } from '~/domain/accessory-schemas'
import { formatPrice } from '~/domain/price'
import {
  cardFormatTypes as sampleFormats,
  envelopeSurchargeClasses as sizeClasses,
} from '../../../contracts/vocabulary'
import { useSchemaForm } from '../schema-form'
import {
  FieldError,
  FormErrors,
  Honeypot,
  useFocusOnErrors,
  useMessage,
  type FormResult,
} from '../vouchers/form-parts'
import { envelopeText } from './envelope-text'
import type { Locale } from '~/domain/market'
import type { AccessoriesPageData, Accessory } from '~/services/accessories.server'

type Props = {
  data: AccessoriesPageData
  action: string
  locale: Locale
  result: FormResult | undefined
}

/**
 * Choosing an accessory and its quantity is a GET form (the price comes with the page,
 * without JavaScript after "Update price", with it as soon as something changes); adding
 * it is a POST of exactly the selection whose price is shown. Both are checked with the
 * schemas the server uses: a typed quantity that is no whole number from 1 is
 * named when the field is left, and the order's fields before the order is sent.
 */
export function AccessoryForm({ data, action, locale, result }: Props) {
  const { t } = useTranslation()
  const id = useId()
  const submit = useSubmit()
  const navigation = useNavigation()
  const timer = useRef<ReturnType<typeof setTimeout>>()
  useEffect(() => () => clearTimeout(timer.current), [])
  const { selection, price, accessories } = data
  const accessory = accessories.find((entry) => entry.accessoryType === selection.accessoryType)
  const money = (amount: number) => formatPrice(amount, locale, data.currency)
  const max = accessory?.maxQuantity ?? 5000
  const [priceForm, priceFields] = useSchemaForm(AccessoryPriceSchema, undefined)
  const [orderForm, orderFields] = useSchemaForm(AccessoryOrderSchema, result)
  // The order's answer may refuse the quantity: focus goes to the field where it is typed.
  const priceRef = useFocusOnErrors(result)
  const quantityField = priceFields.quantity!
  // The page's answer (the server's check and the shop's limit), the browser's check, the order's
  // answer: each message once.
  const quantityErrors = [
    ...new Set([
      ...(data.errors.quantity ?? []),
      ...(quantityField.errors ?? []),
      ...(orderFields.quantity?.errors ?? []),
    ]),
  ]
  const message = useMessage({ max })
  const adding =
    navigation.state === 'submitting' && navigation.formMethod?.toUpperCase() === 'POST'
  const pricing = navigation.state === 'loading' && navigation.location?.pathname === action

  /** With JavaScript the price follows the choice (typing waits a moment). */
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget
    const typed = (event.target as HTMLElement).getAttribute('name') === 'quantity'
    clearTimeout(timer.current)
    timer.current = setTimeout(
      () => submit(form, { method: 'get', replace: true, preventScrollReset: true }),
      typed ? 400 : 0,
    )
  }
  const unitLabel = (entry: Accessory) =>
    t(entry.unit === 'card' ? 'accessories.unit.card' : 'accessories.unit.piece')
  const quantityLabel =
    selection.accessoryType === 'sample'
      ? 'accessories.quantity.sample'
      : accessory?.unit === 'piece'
        ? 'accessories.quantity.piece'
        : 'accessories.quantity.card'

  return (
    <div className="accessory-shop">
      <Form
        method="get"
        action={action}
        className="x-form accessory-choice"
        onChange={onChange}
        ref={priceRef}
        {...getFormProps(priceForm)}
        data-form="accessory-price"
        preventScrollReset
      >
        <input type="hidden" name="shown" value={selection.accessoryType} />
        <fieldset className="x-fieldset">
          <legend>{t('accessories.type.label')}</legend>
          <div className="accessory-types">
            {accessories.map((entry) => (
              <label
                key={entry.accessoryType}
                className={`accessory-type${entry.accessoryType === selection.accessoryType ? ' is-selected' : ''}`}
              >
                <input
                  type="radio"
                  name="accessoryType"
                  value={entry.accessoryType}
                  defaultChecked={entry.accessoryType === selection.accessoryType}
                />
                <span className="accessory-type__name">
                  {t(`accessories.type.${entry.accessoryType}`)}
                </span>
                <span className="accessory-type__price">
                  {entry.accessoryType === 'sample'
                    ? t('accessories.freeUpTo', { count: entry.freeQuantity })
                    : entry.priceCurrent === 0
                      ? t('accessories.free')
                      : `${entry.sizeClasses ? t('price.from', { price: money(Math.min(...entry.sizeClasses.map((c) => c.priceCurrent))) }) : money(entry.priceCurrent)} ${unitLabel(entry)}`}
                </span>
              </label>
            ))}
          </div>
        </fieldset>

        {selection.accessoryType === 'envelope' && accessory?.sizeClasses ? (
          <fieldset className="x-fieldset">
            <legend>{t('accessories.sizeClass.label')}</legend>
            <div className="accessory-sizes">
              {sizeClasses.map((sizeClass) => {
                const surcharge = accessory.sizeClasses?.find(
                  (entry) => entry.sizeClass === sizeClass,
                )
                return (
                  <label key={sizeClass} className="x-choice x-choice--stacked">
                    <input
                      type="radio"
                      name="sizeClass"
                      value={sizeClass}
                      defaultChecked={selection.sizeClass === sizeClass}
                    />
                    <span>
                      <strong>{envelopeText(t, sizeClass)}</strong>
                      {surcharge ? (
                        <small>{`${money(surcharge.priceCurrent)} ${t('accessories.unit.card')}`}</small>
                      ) : null}
                    </span>
                  </label>
                )
              })}
            </div>
          </fieldset>
        ) : null}

        {selection.accessoryType === 'sample' ? (
          <div className="x-field">
            <label htmlFor={`${id}-format`}>{t('accessories.format.label')}</label>
            <select id={`${id}-format`} name="formatType" defaultValue={selection.formatType}>
              {sampleFormats.map((format) => (
                <option key={format} value={format}>
                  {t(`accessories.format.${format}`)}
                </option>
              ))}
            </select>
          </div>
        ) : null}

        <div
          className={`x-field x-field--short${quantityErrors.length > 0 ? ' x-field--invalid' : ''}`}
        >
          <label htmlFor={quantityField.id}>{t(quantityLabel)}</label>
          <input
            id={quantityField.id}
            name={quantityField.name}
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            maxLength={4}
            autoComplete="off"
            defaultValue={selection.quantity}
            key={selection.accessoryType}
            aria-invalid={quantityErrors.length > 0 || undefined}
            aria-describedby={`${quantityField.descriptionId}${quantityErrors.length > 0 ? ` ${quantityField.errorId}` : ''}`}
          />
          <p className="x-field__hint" id={quantityField.descriptionId}>
            {t('accessories.quantity.hint', { max })}
          </p>
          <FieldError id={quantityField.errorId} messages={quantityErrors} values={{ max }} />
        </div>
        <button type="submit" className="button button--secondary accessory-choice__update">
          {t('accessories.update')}
        </button>
      </Form>

      <section
        className="accessory-summary"
        aria-labelledby={`${id}-summary`}
        aria-busy={pricing || undefined}
      >
        <h2 id={`${id}-summary`}>
          {t(`accessories.type.${selection.accessoryType}`)}
          {selection.sizeClass ? ` · ${envelopeText(t, selection.sizeClass)}` : ''}
          {selection.formatType ? ` · ${t(`accessories.format.${selection.formatType}`)}` : ''}
        </h2>
        {data.errors[''] ? (
          <p className="x-field__error">{data.errors[''].map(message).join(' ')}</p>
        ) : null}
        {price ? (
          <>
            <dl className="accessory-summary__lines">
              {price.accessoryType === 'envelope' ? (
                <div className="accessory-summary__surcharge">
                  <dt>{t('accessories.surcharge')}</dt>
                  <dd>{money(price.unitPrice)}</dd>
                </div>
              ) : price.accessoryType === 'sample' ? (
                <>
                  <div>
                    <dt>{t('accessories.freeSamples')}</dt>
                    <dd>{price.freeQuantity}</dd>
                  </div>
                  <div>
                    <dt>{t('accessories.furtherSample')}</dt>
                    <dd>{money(price.unitPrice)}</dd>
                  </div>
                </>
              ) : (
                <div>
                  <dt>
                    {t('accessories.unitPrice', { unit: accessory ? unitLabel(accessory) : '' })}
                  </dt>
                  <dd>{money(price.unitPrice)}</dd>
                </div>
              )}
              <div>
                <dt>{t(quantityLabel)}</dt>
                <dd>
                  {price.chargedQuantity} × {money(price.unitPrice)}
                </dd>
              </div>
              <div className="accessory-summary__total">
                <dt>{t('accessories.total')}</dt>
                <dd>
                  <span className="price" data-total>
                    {money(price.priceCurrent)}
                  </span>
                  {price.priceOriginal > price.priceCurrent ? (
                    <s>{money(price.priceOriginal)}</s>
                  ) : null}
                </dd>
              </div>
            </dl>
            <Form
              method="post"
              action={action}
              className="accessory-add"
              {...getFormProps(orderForm)}
              data-form="accessory-order"
            >
              <FormErrors errors={orderForm.errors} />
              <input type="hidden" name="accessoryType" value={price.accessoryType} />
              <input type="hidden" name="quantity" value={String(price.quantity)} />
              {price.sizeClass ? (
                <input type="hidden" name="sizeClass" value={price.sizeClass} />
              ) : null}
              {price.formatType ? (
                <input type="hidden" name="formatType" value={price.formatType} />
              ) : null}
              <Honeypot />
              <button
                type="submit"
                className="button button--primary x-form__submit"
                disabled={adding}
                aria-busy={adding || undefined}
              >
                {adding ? t('accessories.sending') : t('accessories.submit')}
              </button>
            </Form>
          </>
        ) : null}
      </section>
    </div>
  )
}
