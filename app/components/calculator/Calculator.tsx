import { useLocation, useSubmit } from '@remix-run/react'
import { useEffect, useId, useMemo, useRef, type FormEvent, type MouseEvent } from 'react'
import { useTranslation } from 'react-i18next'
import {
  availableAlternative,
  calculatorExperiments,
  labelsByFormat,
  listedFormats,
  moreFormatsOf,
  shownMaterialParam,
  topDealFormat,
  type CalculatorExperiments,
} from '~/domain/calculator'
import {
  frameOf,
  materialDataOf,
  priceOf,
  regularPriceOf,
  type CalculatorBlockData,
  type CalculatorData,
} from '~/domain/calculator-data'
import { calculatorDesignerUrl } from '~/domain/calculator-designer'
import {
  colourSurchargeOf,
  designerOptions,
  matSurchargeOf,
  offeredChoices,
  type OptionPrice,
} from '~/domain/calculator-options'
import { discountedShare } from '~/domain/campaign-prices'
import { noRefinement, refinementFor } from '~/domain/cards'
import { customSizeParams } from '~/domain/custom-size'
import { formatPrice } from '~/domain/price'
import { usePageSettings } from '../blocks/page-context'
import { CardRefinementField } from '../cards/CardRefinementField'
import { useEarlyInput } from '../early-input'
import { useSite } from '../links'
import { useConsentGranted, withTagManager } from '../tag-manager'
import { CustomSize } from './CustomSize'
import { DeliveryCountdown } from './DeliveryCountdown'
import { formatText } from './format-text'
import { MoreFormats } from './MoreFormats'
import { PriceTag } from './PriceTag'
import { useCalculatorSelection } from './use-calculator-selection'
import type { TFunction } from 'i18next'

function mergeExperiments(
  a: CalculatorExperiments,
  b: CalculatorExperiments,
): CalculatorExperiments {
  return {
    layout: a.layout || b.layout,
    topDeal: a.topDeal || b.topDeal,
    portrait: a.portrait || b.portrait,
    acrylicPrices: a.acrylicPrices || b.acrylicPrices,
  }
}

/**
 * The price calculator (site-chrome §3): headline, material dropdown (grouped), frames for
 * wall art, the formats with prices and labels, More formats, the price, the call to
 * action to the designer and the delivery countdown. Without JavaScript it is a GET form
 * (the Apply button); with JavaScript every choice applies at once without a reload.
 */
export function Calculator({ block, data }: { block: CalculatorBlockData; data: CalculatorData }) {
  const { t, i18n } = useTranslation('product')
  const site = useSite()
  const settings = usePageSettings()
  const location = useLocation()
  const id = useId()
  const market = site?.market
  const locale = market?.locale ?? 'de-DE'
  const currency = market?.currency ?? 'EUR'
  const unit = market?.unit ?? 'cm'
  const experiments = mergeExperiments(
    data.experiments,
    calculatorExperiments({ ...(site?.treatments ?? {}), ...settings.treatments }),
  )
  const {
    selection,
    frameType,
    refinementType,
    choice,
    options,
    hrefOf,
    chooseMaterial,
    chooseFormat,
    chooseFrame,
    chooseRefinement,
    chooseColour,
    chooseMat,
    chooseOption,
  } = useCalculatorSelection(block, data.keep)

  // A choice made before the page was live is sent as the Apply button would have sent it.
  const form = useRef<HTMLFormElement>(null)
  const submit = useSubmit()
  useEarlyInput(form, () => submit(form.current, { replace: true, preventScrollReset: true }))

  const material = materialDataOf(block, selection.material)
  const frame = frameOf(material, frameType)
  // Cards: the refinement the chosen format shows (its prices include it).
  const refinement = material?.refinements
    ? refinementFor(material.refinements, refinementType)
    : undefined
  const details =
    frame && material?.frameDetails?.frameType === frame.value ? material.frameDetails : undefined
  const offered = offeredChoices(details)
  const optionGroup = material?.optionGroup
  const listed = listedFormats(options, selection)
  const more = moreFormatsOf(options, selection)
  const labels = useMemo(
    () => labelsByFormat(block.labels, block.materials[0]),
    [block.labels, block.materials],
  )
  // Prices with the running campaign's discount, worked out the same on the server and here.
  const priceOfFormat = (format: string) =>
    priceOf(material, format, frame?.value, experiments, block.discount, choice)
  const priced = listed.map(({ format }) => ({ format, price: priceOfFormat(format) }))
  // The top deal is the shop's own best saving: a campaign lowers every format alike.
  const topDeal = experiments.topDeal
    ? topDealFormat(
        listed.map(({ format }) => ({
          format,
          price: regularPriceOf(material, format, frame?.value, experiments, choice),
        })),
      )
    : undefined
  const price = priceOfFormat(selection.format)
  // A format without a price (a URL named it, or the shop cannot sell it now) is no dead end.
  const alternative = price
    ? undefined
    : availableAlternative(priced, selection.format, material?.initialFormat ?? '')
  const granted = useConsentGranted()
  const priceCurrent = price?.priceCurrent ?? null
  // The selection as a product view for the tag manager: first load and each choice.
  useEffect(() => {
    if (!granted) return
    const view = {
      product: block.product,
      material: selection.material,
      format: selection.format,
      frame: frame?.value ?? null,
      price: priceCurrent,
      currency,
    }
    withTagManager('visit', (module) => module.productView(view))
  }, [
    granted,
    block.product,
    selection.material,
    selection.format,
    frame?.value,
    priceCurrent,
    currency,
  ])
  const textContext = {
    product: block.product,
    locale,
    unit,
    texts: data.texts,
    portrait: experiments.portrait,
    t,
  }
  const custom = block.customSize
  const customTitle = data.texts['format.custom'] ?? t('calculator.customSize.title')
  const customFormat = custom?.result.kind === 'priced' ? custom.result : undefined
  const nameOf = (format: string) =>
    customFormat?.format === format
      ? `${customTitle} ${customFormat.entered}`
      : formatText(format, textContext)

  const groups = [...new Set(block.materials.map((entry) => entry.group ?? ''))]
  const grouped = groups.length > 1
  const groupLabel = (group: string) =>
    i18n.exists(`product:calculator.group.${group}`) ? t(`calculator.group.${group}`) : group

  const cta = calculatorDesignerUrl(
    block.product,
    selection,
    {
      ...block.context,
      locale,
      platform: market?.platform ?? 'web',
      ...(data.designer.adClickId ? { adClickId: data.designer.adClickId } : {}),
      ...(frame ? { frameType: frame.value } : {}),
      ...(refinement ? { refinementType: refinement } : {}),
      ...designerOptions(details, optionGroup, choice),
      ...material?.handOff,
    },
    {
      basePaths: data.designer.basePaths,
      now: new Date(data.now),
      timeZone: data.designer.timeZone,
    },
  )
  const note = priceNote(block, material, t)
  // What a colour, mat or option adds, after the campaign's discount; zero is "included".
  const choiceText = (label: string, added: OptionPrice | null) =>
    added === null
      ? label
      : added.priceCurrent === 0
        ? t('calculator.choiceIncluded', { choice: label })
        : t('calculator.choicePrice', {
            choice: label,
            price: formatPrice(
              discountedShare(added, block.discount).priceCurrent,
              locale,
              currency,
            ),
          })
  const matLabel = (mat: { label: string; matSize: number }) =>
    mat.matSize > 0
      ? t('calculator.matWidth', { mat: mat.label, width: matWidthText(mat.matSize, unit, locale) })
      : mat.label
  const chosenColour = offered.colour
    ? details?.variants.find((variant) => variant.value === choice.frameVariant)
    : undefined
  const chosenMat = offered.mat
    ? details?.mats.find((mat) => mat.matType === choice.matType)
    : undefined
  const chosenOption = optionGroup?.options.find((option) => option.value === choice.optionType)
  const onSubmit = (event: FormEvent) => event.preventDefault()
  const headingId = `${id}-heading`

  return (
    <section
      className={`calculator ${experiments.layout ? 'calculator--tiles' : ''}`}
      aria-labelledby={headingId}
      data-product={block.product}
    >
      <h2 id={headingId} className="calculator__headline">
        {block.headline ?? t('calculator.headline')}
      </h2>
      <form
        ref={form}
        method="get"
        action={`${location.pathname}#calculator`}
        className="calculator__form"
        onSubmit={onSubmit}
      >
        {data.keep.map(([name, value], index) => (
          <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
        ))}
        <input type="hidden" name={shownMaterialParam} value={selection.material} />
        {/* A photo book's cover refinement: no field here chooses it, the form carries it on. */}
        {refinementType && !material?.refinements ? (
          <input type="hidden" name="refinementType" value={refinementType} />
        ) : null}
        {custom && customFormat?.format === selection.format ? (
          <>
            <input type="hidden" name={customSizeParams.width} value={custom.shown.width} />
            <input type="hidden" name={customSizeParams.height} value={custom.shown.height} />
          </>
        ) : null}
        {block.materials.length > 1 ? (
          <div className="calculator__field">
            <label htmlFor={`${id}-material`}>{t(`calculator.material.${block.product}`)}</label>
            <select
              id={`${id}-material`}
              name="materialType"
              value={selection.material}
              onChange={(event) => chooseMaterial(event.target.value)}
            >
              {grouped
                ? groups.map((group) => (
                    <optgroup key={group} label={groupLabel(group)}>
                      {block.materials
                        .filter((entry) => (entry.group ?? '') === group)
                        .map((entry) => (
                          <option key={entry.value} value={entry.value}>
                            {entry.label}
                          </option>
                        ))}
                    </optgroup>
                  ))
                : block.materials.map((entry) => (
                    <option key={entry.value} value={entry.value}>
                      {entry.label}
                    </option>
                  ))}
            </select>
          </div>
        ) : (
          <input type="hidden" name="materialType" value={selection.material} />
        )}
        {material?.frames && material.frames.length > 0 ? (
          <div className="calculator__field">
            <label htmlFor={`${id}-frame`}>{t('calculator.frame')}</label>
            <select
              id={`${id}-frame`}
              name="frameType"
              value={frame?.value ?? ''}
              onChange={(event) => chooseFrame(event.target.value)}
            >
              {block.product === 'photoframe' ? null : (
                <option value="">{t('calculator.noFrame')}</option>
              )}
              {material.frames.map((option) => (
                <option key={option.value} value={option.value}>
                  {t('calculator.frameOption', {
                    frame: option.label,
                    price: formatPrice(
                      discountedShare(option.price, block.discount).priceCurrent,
                      locale,
                      currency,
                    ),
                  })}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        {material?.refinements && refinement ? (
          <CardRefinementField
            id={`${id}-refinement`}
            options={material.refinements}
            value={refinement}
            locale={locale}
            currency={currency}
            onChoose={chooseRefinement}
          />
        ) : null}
        {details && offered.colour ? (
          <div className="calculator__field">
            <label htmlFor={`${id}-colour`}>{t('calculator.colour')}</label>
            <select
              id={`${id}-colour`}
              name="frameVariant"
              value={choice.frameVariant ?? ''}
              onChange={(event) => chooseColour(event.target.value)}
            >
              {details.variants.map((variant) => (
                <option key={variant.value} value={variant.value}>
                  {choiceText(
                    variant.label,
                    colourSurchargeOf(details, variant.value, choice.matType, selection.format),
                  )}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        {details && offered.mat ? (
          <div className="calculator__field">
            <label htmlFor={`${id}-mat`}>{t('calculator.mat')}</label>
            <select
              id={`${id}-mat`}
              name="matType"
              value={choice.matType ?? ''}
              onChange={(event) => chooseMat(event.target.value)}
            >
              {details.mats.map((mat) => (
                <option key={mat.matType} value={mat.matType}>
                  {/* No mat costs nothing and includes nothing: its name alone. */}
                  {mat.matType === 'mat-none'
                    ? matLabel(mat)
                    : choiceText(
                        matLabel(mat),
                        matSurchargeOf(details, choice.frameVariant, mat.matType, selection.format),
                      )}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        {optionGroup ? (
          <div className="calculator__field">
            <label htmlFor={`${id}-option`}>{optionGroup.label}</label>
            <select
              id={`${id}-option`}
              name="optionType"
              value={choice.optionType ?? ''}
              onChange={(event) => chooseOption(event.target.value)}
            >
              {optionGroup.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {choiceText(option.label, option.price)}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <fieldset className="calculator__formats">
          <legend>{t(`calculator.format.${block.product}`)}</legend>
          <ul className="calculator__format-list" role="list">
            {priced.map(({ format, price: formatPriceValue }, index) => {
              const checked = format === selection.format
              const extra = listed[index]?.extra ?? false
              const label =
                topDeal === format
                  ? {
                      text: t('calculator.topDeal'),
                      backgroundColor: '#b5442a',
                      textColor: '#ffffff',
                    }
                  : labels.get(format)
              return (
                <li key={format}>
                  <label
                    className={`calculator__format ${checked ? 'is-selected' : ''} ${extra ? 'calculator__format--extra' : ''}`}
                    data-format={format}
                  >
                    <input
                      type="radio"
                      name="formatType"
                      value={format}
                      checked={checked}
                      onChange={() => chooseFormat(format)}
                    />
                    <span className="calculator__format-name">
                      {nameOf(format)}
                      {extra ? (
                        <span className="calculator__extra-note">
                          {t('calculator.extraFormat')}
                        </span>
                      ) : null}
                    </span>
                    {label ? (
                      <span
                        className="calculator__badge"
                        style={{ backgroundColor: label.backgroundColor, color: label.textColor }}
                      >
                        {label.text}
                      </span>
                    ) : null}
                    <PriceTag
                      price={formatPriceValue}
                      locale={locale}
                      currency={currency}
                      from={block.fromPrices}
                      className="calculator__format-price"
                    />
                  </label>
                </li>
              )
            })}
          </ul>
        </fieldset>
        {/* Until the page is live the form is a plain GET form: its button goes with hydration. */}
        <button type="submit" className="button button--secondary calculator__apply">
          {t('calculator.apply')}
        </button>
      </form>
      {custom ? (
        <CustomSize
          data={custom}
          material={selection.material}
          frameType={frame?.value ?? null}
          format={selection.format}
          keep={data.keep}
          title={customTitle}
          ratioText={customFormat?.ratioKey ? data.texts[customFormat.ratioKey] : undefined}
          price={customFormat ? priceOfFormat(customFormat.format) : null}
          locale={locale}
          currency={currency}
        />
      ) : null}
      {more.length > 0 ? (
        <MoreFormats
          uid={block.uid}
          formats={more.map((format) => ({
            format,
            name: nameOf(format),
            price: priceOfFormat(format),
            href: `${hrefOf({ selection: { ...selection, format }, frameType: frame?.value ?? null, options: choice })}#calculator`,
          }))}
          from={block.fromPrices}
          locale={locale}
          currency={currency}
          onPick={chooseFormat}
        />
      ) : null}
      <div className="calculator__aside">
        <div className="calculator__summary" aria-live="polite">
          <p className="calculator__choice">
            {[
              material?.label,
              frame?.label,
              chosenColour?.label,
              chosenMat ? matLabel(chosenMat) : undefined,
              refinement && refinement !== noRefinement
                ? t(`designGroups.refinement.${refinement}`)
                : null,
              nameOf(selection.format),
              chosenOption ? `${optionGroup?.label}: ${chosenOption.label}` : undefined,
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
          <p className="calculator__total">
            <PriceTag price={price} locale={locale} currency={currency} from={block.fromPrices} />
            {note ? <span className="calculator__note">{note}</span> : null}
          </p>
        </div>
        {cta && price ? (
          <a className="button button--primary calculator__cta" href={cta}>
            {block.ctaText ?? t(`calculator.cta.${block.product}`)}
          </a>
        ) : (
          <>
            <p className="calculator__cta-missing">{t('calculator.chooseAvailable')}</p>
            {alternative ? (
              <a
                className="button button--secondary calculator__cta calculator__alternative"
                href={`${hrefOf({ selection: { ...selection, format: alternative }, frameType: frame?.value ?? null, options: choice })}#calculator`}
                onClick={(event: MouseEvent) => {
                  if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
                  event.preventDefault()
                  chooseFormat(alternative)
                }}
              >
                {t('calculator.chooseInstead', { format: nameOf(alternative) })}
              </a>
            ) : null}
          </>
        )}
        {data.countdown ? <DeliveryCountdown countdown={data.countdown} now={data.now} /> : null}
      </div>
    </section>
  )
}

/** A mat's width (mm) as the market measures: centimetres, or inches to a tenth in the US. */
function matWidthText(millimetres: number, unit: string, locale: string): string {
  const number = (value: number) => value.toLocaleString(locale, { maximumFractionDigits: 1 })
  return unit === 'inch' ? `${number(millimetres / 25.4)} in` : `${number(millimetres / 10)} cm`
}

function priceNote(
  block: CalculatorBlockData,
  material: CalculatorBlockData['materials'][number] | undefined,
  t: TFunction,
) {
  if (block.product === 'photoprint') return t('calculator.perPrint')
  if (block.product === 'photobox' && material?.printsPerBox)
    return t('calculator.perBox', { count: material.printsPerBox })
  if (block.product === 'photobook' && material?.handOff?.photobook?.pageCount)
    return t('calculator.pages', { count: material.handOff.photobook.pageCount })
  return undefined
}
