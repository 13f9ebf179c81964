import { Form, useLocation, useNavigation, useSubmit } from '@remix-run/react'
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { shownFrameTypeParam } from '~/domain/photo-frames'
import { formatPrice } from '~/domain/price'
import { DeliveryCountdown } from '../calculator/DeliveryCountdown'
import { PriceTag } from '../calculator/PriceTag'
import { useEarlyInput } from '../early-input'
import type { PhotoFrameSelectionData } from '~/services/photo-frames.server'

/**
 * The photo-frame product selection: frame type, colour, print, mat and format as
 * radio buttons of one GET form, each choice a query parameter. Without JavaScript the button
 * sends the form and the page comes back with the new choice; with JavaScript every change
 * sends it at once and only the data is fetched (no full reload).
 */
export function PhotoFrameSelection({ data }: { data: PhotoFrameSelectionData }) {
  const { t } = useTranslation('product')
  const submit = useSubmit()
  const { pathname } = useLocation()
  const navigation = useNavigation()
  const busy = navigation.state === 'loading' && navigation.location.pathname === pathname
  const money = (amount: number, from = false) =>
    formatPrice(amount, data.locale, data.currency, { from })
  const onChange = (event: FormEvent<HTMLFormElement>) =>
    submit(event.currentTarget, { preventScrollReset: true, replace: true })
  const { article } = data
  // What the shopper just chose shows at once; the page's answer then decides (it may replace a
  // choice the new frame is not made with by that frame's default).
  const [chosen, setChosen] = useState<Record<string, string>>({})
  const answered = JSON.stringify(data.choice)
  useEffect(() => {
    if (navigation.state === 'idle') setChosen({})
  }, [navigation.state, answered])
  const isChecked = (name: string, option: { value: string; checked: boolean }) =>
    name in chosen ? chosen[name] === option.value : option.checked
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const { name, value } = event.currentTarget
    setChosen((current) => ({ ...current, [name]: value }))
  }
  // A choice made before the page was live shows and is sent as a choice made now would be.
  const form = useRef<HTMLFormElement>(null)
  useEarlyInput(form, (changed) => {
    const checked = changed.filter((control) => 'checked' in control && control.checked)
    setChosen(Object.fromEntries(checked.map((control) => [control.name, control.value])))
    submit(form.current, { preventScrollReset: true, replace: true })
  })

  return (
    <section
      id="photo-frame"
      className={`photo-frame${busy ? ' is-busy' : ''}`}
      aria-labelledby="photo-frame-title"
    >
      {data.frameTypes.length > 0 ? (
        <Form
          ref={form}
          method="get"
          action={pathname}
          className="photo-frame__form"
          onChange={onChange}
          preventScrollReset
        >
          {/* The frame whose choices are shown: a new frame gets its own defaults. */}
          <input type="hidden" name={shownFrameTypeParam} value={data.choice.frameType} />
          <fieldset className="photo-frame__step">
            <legend>{t('photoFrame.legend.frameType')}</legend>
            <div className="photo-frame__choices photo-frame__choices--frames">
              {data.frameTypes.map((frame) => (
                <label
                  key={frame.value}
                  className={choiceClass(isChecked('frameType', frame))}
                  data-family={frame.family}
                >
                  <input
                    type="radio"
                    name="frameType"
                    value={frame.value}
                    checked={isChecked('frameType', frame)}
                    onChange={choose}
                  />
                  <span className="photo-frame__name">{frame.label}</span>
                  {frame.from ? (
                    <span className="photo-frame__from">
                      {money(frame.from.priceCurrent, true)}
                    </span>
                  ) : null}
                </label>
              ))}
            </div>
          </fieldset>

          {data.variants.length > 0 ? (
            <fieldset className="photo-frame__step">
              <legend>{t('photoFrame.legend.variant')}</legend>
              <div className="photo-frame__choices photo-frame__choices--variants">
                {data.variants.map((variant) => (
                  <label
                    key={variant.value}
                    className={choiceClass(isChecked('frameVariant', variant))}
                  >
                    <input
                      type="radio"
                      name="frameVariant"
                      value={variant.value}
                      checked={isChecked('frameVariant', variant)}
                      onChange={choose}
                    />
                    <span
                      className={`photo-frame__swatch photo-frame__swatch--${variant.swatch}`}
                      aria-hidden="true"
                    />
                    <span className="photo-frame__name">{variant.label}</span>
                  </label>
                ))}
              </div>
            </fieldset>
          ) : null}

          {data.materials.length > 0 ? (
            <fieldset className="photo-frame__step">
              <legend>{t('photoFrame.legend.material')}</legend>
              <div className="photo-frame__choices">
                {data.materials.map((material) => (
                  <label
                    key={material.value}
                    className={choiceClass(isChecked('materialType', material))}
                  >
                    <input
                      type="radio"
                      name="materialType"
                      value={material.value}
                      checked={isChecked('materialType', material)}
                      onChange={choose}
                    />
                    <span className="photo-frame__name">{material.label}</span>
                  </label>
                ))}
              </div>
            </fieldset>
          ) : null}

          {data.mats.length > 0 ? (
            <fieldset className="photo-frame__step">
              <legend>{t('photoFrame.legend.mat')}</legend>
              <div className="photo-frame__choices">
                {data.mats.map((mat) => (
                  <label key={mat.value} className={choiceClass(isChecked('matType', mat))}>
                    <input
                      type="radio"
                      name="matType"
                      value={mat.value}
                      checked={isChecked('matType', mat)}
                      onChange={choose}
                    />
                    <span
                      className={`photo-frame__swatch photo-frame__swatch--mat-${mat.colour}`}
                      aria-hidden="true"
                    />
                    <span className="photo-frame__name">{mat.label}</span>
                  </label>
                ))}
              </div>
            </fieldset>
          ) : null}

          {data.formatGroups.length > 0 ? (
            <fieldset className="photo-frame__step">
              <legend>{t('photoFrame.legend.format')}</legend>
              {data.formatGroups.map((group) => (
                <div key={group.group} className="photo-frame__group">
                  <p className="photo-frame__group-head">
                    <span>{group.label}</span>{' '}
                    <span className="photo-frame__from">
                      {money(group.from.priceCurrent, true)}
                    </span>
                  </p>
                  <div className="photo-frame__formats">
                    {group.formats.map((format) => (
                      <label
                        key={format.value}
                        className={`${choiceClass(isChecked('formatType', format))} photo-frame__format`}
                      >
                        <input
                          type="radio"
                          name="formatType"
                          value={format.value}
                          checked={isChecked('formatType', format)}
                          onChange={choose}
                        />
                        <span className="photo-frame__name">{format.label}</span>
                        <PriceTag
                          price={format.price}
                          locale={data.locale}
                          currency={data.currency}
                        />
                      </label>
                    ))}
                  </div>
                </div>
              ))}
            </fieldset>
          ) : null}

          {/* Hydrated, every change applies itself; the button is for before and without JavaScript. */}
          <button type="submit" className="button button--secondary photo-frame__apply">
            {t('photoFrame.apply')}
          </button>
        </Form>
      ) : null}

      <aside className="photo-frame__summary" aria-live="polite">
        <h2 id="photo-frame-title">{t(`photoFrame.summary.${data.kind}`)}</h2>
        {data.notice ? (
          <p className="photo-frame__notice" role="status">
            {t(`photoFrame.notice.${data.notice}`)}
          </p>
        ) : null}
        {article ? (
          <>
            <p className="photo-frame__article">{article.summary}</p>
            <p className="photo-frame__size">{article.format}</p>
            {data.glass ? (
              <p className="photo-frame__glass">{t('photoFrame.glass', { glass: data.glass })}</p>
            ) : null}
            <p className="photo-frame__price" data-sku={article.sku}>
              <PriceTag
                price={article.price}
                locale={data.locale}
                currency={data.currency}
                className="price--large"
              />
            </p>
            {article.price.priceOriginal > article.price.priceCurrent ? (
              <p className="photo-frame__saving">
                {t('photoFrame.saving', {
                  amount: money(article.price.priceOriginal - article.price.priceCurrent),
                })}
              </p>
            ) : null}
            {article.framePrice ? (
              <p className="photo-frame__frame-price">
                {t(
                  data.choice.matType === 'mat-none'
                    ? 'photoFrame.frameShare'
                    : 'photoFrame.frameOnly',
                  {
                    price: money(article.framePrice.priceCurrent),
                  },
                )}
              </p>
            ) : null}
            {data.designerHref ? (
              <a className="button photo-frame__cta" href={data.designerHref}>
                {t('calculator.cta.photoframe')}
              </a>
            ) : null}
            {data.countdown ? (
              <DeliveryCountdown countdown={data.countdown} now={data.now} />
            ) : null}
          </>
        ) : null}
      </aside>
      {/* Every frame as a link too: each frame has its own page, reachable without the form. */}
      {data.frameTypes.length > 1 ? (
        <nav className="photo-frame__all" aria-label={t('photoFrame.allFrames')}>
          <h2>{t('photoFrame.allFrames')}</h2>
          <ul>
            {data.frameTypes.map((frame) => (
              <li key={frame.value}>
                <a
                  href={`?${new URLSearchParams({ frameType: frame.value }).toString()}`}
                  aria-current={frame.value === data.choice.frameType ? 'page' : undefined}
                >
                  {frame.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </section>
  )
}

function choiceClass(checked: boolean): string {
  return `photo-frame__choice${checked ? ' is-selected' : ''}`
}
