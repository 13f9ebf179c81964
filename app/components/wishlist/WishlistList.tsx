import { getFormProps } from '@conform-to/react'
import { Form } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { WishlistFormSchema } from '~/domain/wishlist-schemas'
import { CardPreview } from '../cards/CardPreview'
import { useFixedFieldsForm } from '../schema-form'
import { Heart } from './WishlistToggle'
import type { WishlistEntry } from '~/services/wishlist.server'

/**
 * The saved themes and designs, each with a link to its theme page and a remove button (a POST that
 * comes back here).
 */
export function WishlistList({
  entries,
  action,
  returnTo,
}: {
  entries: WishlistEntry[]
  action: string
  returnTo: string
}) {
  const { t } = useTranslation()
  return (
    <ul className="wishlist-list" role="list">
      {entries.map((entry) => {
        const name = entry.name ?? t('wishlist.unnamed', { id: entry.themeId ?? entry.id })
        return (
          <li
            key={`${entry.type}:${entry.id}`}
            className="wishlist-item"
            data-item={`${entry.type}:${entry.id}`}
          >
            {/* The card list's drawing of the design, linked like the name (one tab stop: the name). */}
            {entry.preview ? (
              entry.href ? (
                <a
                  href={entry.href}
                  className="wishlist-item__art"
                  tabIndex={-1}
                  aria-hidden="true"
                >
                  <CardPreview {...entry.preview} width={120} />
                </a>
              ) : (
                <span className="wishlist-item__art" aria-hidden="true">
                  <CardPreview {...entry.preview} width={120} />
                </span>
              )
            ) : (
              <span
                className={`wishlist-item__art wishlist-item__art--${Number(entry.themeId ?? entry.id) % 4}`}
                aria-hidden="true"
              >
                <Heart filled />
              </span>
            )}
            <div className="wishlist-item__text">
              <span className="wishlist-item__kind">{t(`wishlist.kind.${entry.type}`)}</span>
              <h2 className="wishlist-item__name">
                {entry.href ? <a href={entry.href}>{name}</a> : name}
              </h2>
            </div>
            <div className="wishlist-item__actions">
              {entry.href ? (
                <a className="button button--secondary" href={entry.href}>
                  {t('wishlist.open')}
                </a>
              ) : null}
              <RemoveForm entry={entry} action={action} returnTo={returnTo} name={name} />
            </div>
          </li>
        )
      })}
    </ul>
  )
}

/**
 * One entry's remove button: hidden fields only, checked with the action's schema (a tampered value
 * is not sent).
 */
function RemoveForm({
  entry,
  action,
  returnTo,
  name,
}: {
  entry: WishlistEntry
  action: string
  returnTo: string
  name: string
}) {
  const { t } = useTranslation()
  const form = useFixedFieldsForm(WishlistFormSchema)
  return (
    <Form method="post" action={action} {...getFormProps(form)}>
      <input type="hidden" name="intent" value="remove" />
      <input type="hidden" name="type" value={entry.type} />
      <input type="hidden" name="id" value={entry.id} />
      <input type="hidden" name="returnTo" value={returnTo} />
      <button
        type="submit"
        className="x-link-button"
        aria-label={t('wishlist.removeLabel', { name })}
      >
        {t('wishlist.remove')}
      </button>
    </Form>
  )
}
