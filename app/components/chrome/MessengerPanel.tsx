import { useEffect, useRef, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { telHref } from '~/domain/site-chrome'
import { Icon } from './icons'

/**
 * `hotline` and `serviceText` come from the global config (the launcher reads it, so this chunk
 * needs no config code).
 */
export type MessengerPanelProps = {
  id: string
  serviceHref: string
  hotline?: string
  serviceText?: string
  fading: boolean
  onClose: () => void
}

/** The messenger widget: loaded on the first click of the launcher, in its own chunk. */
export function MessengerPanel({
  id,
  serviceHref,
  hotline,
  serviceText,
  fading,
  onClose,
}: MessengerPanelProps) {
  const { t } = useTranslation('chrome')
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation()
      onClose()
    }
  }
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- a dialog's own Escape key
    <section
      id={id}
      className={`messenger__panel${fading ? ' is-fading' : ''}`}
      role="dialog"
      aria-labelledby={`${id}-title`}
      onKeyDown={onKeyDown}
    >
      <h2 id={`${id}-title`} tabIndex={-1} ref={heading}>
        {t('messenger.title')}
      </h2>
      <p>{serviceText ?? t('messenger.text')}</p>
      <ul className="messenger__actions">
        {hotline ? (
          <li>
            <a className="button button--primary" href={telHref(hotline)}>
              <Icon name="phone" /> {t('messenger.call', { hotline })}
            </a>
          </li>
        ) : null}
        <li>
          <a className="button button--secondary" href={serviceHref}>
            {t('messenger.help')}
          </a>
        </li>
      </ul>
      <button
        type="button"
        className="messenger__close"
        onClick={onClose}
        aria-label={t('messenger.close')}
      >
        <Icon name="close" />
      </button>
    </section>
  )
}
