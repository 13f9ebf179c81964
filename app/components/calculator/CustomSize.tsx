import { useLocation, useNavigate, useNavigation } from '@remix-run/react'
import { useId, useRef, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { selectionParams } from '~/domain/calculator'
import { unitSymbol } from '~/domain/calculator-format'
import {
  customSizeCaption,
  customSizeParams,
  sides,
  type CustomSizeData,
  type Side,
} from '~/domain/custom-size'
import { sanitiseDimensionInput } from '~/domain/dimension-input'
import { useEarlyInput } from '../early-input'
import { PriceTag } from './PriceTag'
import type { CalculatorPrice } from '~/domain/calculator-data'
import type { Currency, Locale } from '~/domain/market'

/**
 * The custom size of a wall-art calculator: width and height in the
 * market's unit, a GET form of its own. Without JavaScript the page comes back with the
 * price or a message; with it each character is cleaned as it is typed (site-chrome §5
 * "Dimension input") and the form updates the page in place, keeping the focus. The form
 * carries the selected format, so an entry that is not a size loses nothing: the page comes
 * back with the message and the previous choice still selected.
 */
export function CustomSize({
  data,
  material,
  frameType,
  format,
  keep,
  title,
  ratioText,
  price,
  locale,
  currency,
}: {
  data: CustomSizeData
  material: string
  frameType: string | null
  /** The selected format, kept when the entry is not a size the workshop can make. */
  format: string
  keep: [string, string][]
  title: string
  ratioText: string | undefined
  price: CalculatorPrice | null
  locale: Locale
  currency: Currency
}) {
  const { t } = useTranslation('product')
  const id = useId()
  const location = useLocation()
  const navigate = useNavigate()
  const navigation = useNavigation()
  const [values, setValues] = useState(data.shown)
  // The loader's answer shows what the server understood (a new answer, not the first render).
  const [answered, setAnswered] = useState(data.shown)
  if (answered !== data.shown) {
    setAnswered(data.shown)
    setValues(data.shown)
  }
  // What was typed before the page was live stays in the fields and becomes their state.
  const form = useRef<HTMLFormElement>(null)
  useEarlyInput(form, (changed) =>
    setValues((current) => {
      const next = { ...current }
      for (const side of sides) {
        const field = changed.find((control) => control.name === customSizeParams[side])
        if (field) next[side] = sanitiseDimensionInput(field.value, data.unit)
      }
      return next
    }),
  )

  const unit = unitSymbol(data.unit)
  const { result } = data
  const flagged: readonly Side[] =
    result.kind === 'invalid' || result.kind === 'out-of-range' ? result.sides : []
  const busy =
    navigation.state !== 'idle' &&
    new URLSearchParams(navigation.location?.search ?? '').has(customSizeParams.width)
  const messageId = `${id}-message`
  const hintId = `${id}-hint`
  const range = (side: Side) => ({ ...data.ranges[side], unit })

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const search = new URLSearchParams(
      [...form.entries()].map(([name, value]) => [name, String(value)]),
    )
    navigate(
      { pathname: location.pathname, search: `?${search.toString()}` },
      { replace: true, preventScrollReset: true },
    )
  }

  return (
    <section className="custom-size" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="custom-size__title">
        {title}
      </h3>
      <p id={hintId} className="custom-size__hint">
        {t(data.unit === 'inch' ? 'calculator.customSize.hintInch' : 'calculator.customSize.hint', {
          width: t('calculator.customSize.range', range('width')),
          height: t('calculator.customSize.range', range('height')),
        })}
      </p>
      <form
        ref={form}
        method="get"
        action={`${location.pathname}#calculator`}
        className="custom-size__form"
        onSubmit={onSubmit}
        aria-busy={busy}
      >
        {keep.map(([name, value], index) => (
          <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
        ))}
        <input type="hidden" name="materialType" value={material} />
        {frameType ? <input type="hidden" name="frameType" value={frameType} /> : null}
        <input type="hidden" name={selectionParams.format} value={format} />
        <div className="custom-size__fields">
          {sides.map((side) => (
            <div key={side} className="custom-size__field">
              <label htmlFor={`${id}-${side}`}>
                {t(`calculator.customSize.${side}`, { unit })}
              </label>
              <span className="custom-size__input">
                <input
                  id={`${id}-${side}`}
                  name={customSizeParams[side]}
                  type="text"
                  inputMode="decimal"
                  autoComplete="off"
                  maxLength={12}
                  value={values[side]}
                  aria-invalid={flagged.includes(side) || undefined}
                  aria-describedby={`${hintId} ${messageId}`}
                  onChange={(event) =>
                    setValues((current) => ({
                      ...current,
                      [side]: sanitiseDimensionInput(event.target.value, data.unit),
                    }))
                  }
                />
                <span className="custom-size__unit" aria-hidden="true">
                  {unit}
                </span>
              </span>
            </div>
          ))}
          <button type="submit" className="button button--secondary custom-size__submit">
            {t('calculator.customSize.submit')}
          </button>
        </div>
      </form>
      <div id={messageId} className="custom-size__message" aria-live="polite">
        {result.kind === 'invalid' ? (
          <p className="custom-size__error">{t('calculator.customSize.invalid')}</p>
        ) : null}
        {result.kind === 'out-of-range' ? (
          <p className="custom-size__error">
            {t('calculator.customSize.outOfRange')}{' '}
            {result.sides
              .map((side) => t(`calculator.customSize.${side}Range`, range(side)))
              .join(' ')}
          </p>
        ) : null}
        {result.kind === 'unavailable' ? (
          <p className="custom-size__error">{t('calculator.customSize.unavailable')}</p>
        ) : null}
        {result.kind === 'priced' ? (
          <p className="custom-size__result">
            <span>
              {t('calculator.customSize.priced', {
                size: customSizeCaption(result.entered, [result.aSeries, ratioText]),
              })}
            </span>{' '}
            <PriceTag price={price} locale={locale} currency={currency} />
            {result.made ? (
              <span className="custom-size__made">
                {t('calculator.customSize.made', { size: result.made })}
              </span>
            ) : null}
          </p>
        ) : null}
      </div>
    </section>
  )
}
