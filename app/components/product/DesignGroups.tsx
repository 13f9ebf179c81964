import { Form, Link } from '@remix-run/react'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Image } from '../Image'
import type { DesignGroupsPanel } from '~/services/design-groups.server'

function HiddenFields({ fields }: { fields: readonly [string, string][] }) {
  return (
    <>
      {fields.map(([name, value], index) => (
        <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
      ))}
    </>
  )
}

/**
 * The designs of a calendar, photo-book or collage page: tiles that link to the page
 * with the design chosen, a category filter and, for photo books, the cover. Links and GET forms
 * work without JavaScript; with it they navigate without a full reload and keep the scroll. The
 * fields are the browser's own (uncontrolled) and each form keeps its button, so a choice made
 * before the page is live stays and is sent by that button.
 */
/** One of the cover's choices (lamination, refinement): a radio chip per option. */
function CoverChoice({
  name,
  legend,
  options,
  label,
}: {
  name: string
  legend: string
  options: readonly { value: string; checked: boolean }[]
  label: (value: string) => string
}) {
  return (
    <fieldset>
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className="design-groups__chip">
          <input type="radio" name={name} value={option.value} defaultChecked={option.checked} />
          <span>{label(option.value)}</span>
        </label>
      ))}
    </fieldset>
  )
}

export function DesignGroups({ panel }: { panel: DesignGroupsPanel }) {
  const { t } = useTranslation('product')
  const list = useRef<HTMLUListElement>(null)
  const selectedId = panel.tiles.find((tile) => tile.selected)?.id
  // On phones the designs scroll sideways: bring the chosen one into the row's view (the row
  // only, never the page).
  useEffect(() => {
    const row = list.current
    const chosen = row?.querySelector<HTMLElement>('[aria-current="true"]')
    if (!row || !chosen || row.scrollWidth <= row.clientWidth) return
    row.scrollLeft = chosen.parentElement!.offsetLeft - 2
  }, [selectedId])
  const headingId = `design-groups-${panel.product}`
  const checkedCategories = panel.categories
    .filter((category) => category.checked)
    .map((category) => category.id)
    .join(',')
  return (
    <section className="design-groups" aria-labelledby={headingId} data-product={panel.product}>
      <h2 id={headingId}>{t(`designGroups.heading.${panel.product}`)}</h2>
      {panel.selectedName ? (
        <p className="design-groups__chosen">
          {t('designGroups.chosen', { name: panel.selectedName })}
        </p>
      ) : null}
      {panel.categories.length > 0 ? (
        <Form
          key={checkedCategories}
          method="get"
          action={panel.action}
          className="design-groups__filter"
          preventScrollReset
        >
          <HiddenFields fields={panel.filterFields} />
          <fieldset>
            <legend>{t('designGroups.categories')}</legend>
            <div className="design-groups__chips">
              {panel.categories.map((category) => (
                <label key={category.id} className="design-groups__chip">
                  <input
                    type="checkbox"
                    name="categoryId"
                    value={category.id}
                    defaultChecked={category.checked}
                  />
                  <span>{category.name}</span>
                </label>
              ))}
            </div>
            <button type="submit" className="button button--secondary">
              {t('designGroups.filter')}
            </button>
          </fieldset>
        </Form>
      ) : null}
      {panel.tiles.length === 0 ? (
        <p className="design-groups__empty">{t('designGroups.empty')}</p>
      ) : (
        <ul ref={list} className="design-groups__list" role="list">
          {panel.tiles.map((tile) => (
            <li key={tile.id}>
              <Link
                to={tile.href}
                className="design-group"
                aria-current={tile.selected ? 'true' : undefined}
                data-design-group={tile.id}
                preventScrollReset
              >
                <Image
                  filename={tile.image}
                  alt=""
                  width={240}
                  height={180}
                  fit="cover"
                  sizes="(min-width: 900px) 240px, 45vw"
                />
                <span className="design-group__name">{tile.name}</span>
                <span className="design-group__note">{tile.note}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {panel.cover ? (
        <Form
          key={[...panel.cover.laminationTypes, ...panel.cover.refinementTypes]
            .filter((option) => option.checked)
            .map((option) => option.value)
            .join(',')}
          method="get"
          action={panel.action}
          className="design-groups__cover"
          preventScrollReset
        >
          <HiddenFields fields={panel.cover.fields} />
          <h3>{t('designGroups.cover')}</h3>
          <CoverChoice
            name="laminationType"
            legend={t('designGroups.lamination')}
            options={panel.cover.laminationTypes}
            label={(value) => t(`designGroups.lamination.${value}`)}
          />
          <CoverChoice
            name="refinementType"
            legend={t('designGroups.refinement')}
            options={panel.cover.refinementTypes}
            label={(value) => t(`designGroups.refinement.${value}`)}
          />
          <button type="submit" className="button button--secondary">
            {t('designGroups.applyCover')}
          </button>
        </Form>
      ) : null}
    </section>
  )
}
