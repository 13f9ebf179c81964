import { getFormProps } from '@conform-to/react'
import { Form, useLocation, useNavigation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { WishlistFormSchema } from '~/domain/wishlist-schemas'
import { usePageHref, useSite } from '../links'
import { useFixedFieldsForm } from '../schema-form'
import type { WishlistToggleState } from '~/services/wishlist.server'

export function Heart({ filled }: { filled: boolean }) {
  return (
    <svg
      className="wishlist-heart"
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d="M12 20.5s-7.5-4.6-9.4-9.1C1.3 8.3 3.1 4.5 6.8 4.5c2.1 0 3.6 1.2 4.4 2.6h1.6c.8-1.4 2.3-2.6 4.4-2.6 3.7 0 5.5 3.8 4.2 6.9-1.9 4.5-9.4 9.1-9.4 9.1z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
    </svg>
  )
}

/**
 * Save or remove a card theme: a POST form to the wishlist page, back here
 * afterwards. Anonymous shoppers are sent to log in and come back with the theme saved.
 */
export function WishlistToggle({ state }: { state: WishlistToggleState }) {
  const site = useSite()
  const { pathname, search } = useLocation()
  const navigation = useNavigation()
  const href = usePageHref()
  const { t } = useTranslation()
  const pending = navigation.state !== 'idle' && navigation.formAction === state.action
  const loggedIn = state.loggedIn === true || site?.customer.isLoggedIn === true
  // Hidden fields only: checked with the action's schema, so a tampered value is not sent.
  const form = useFixedFieldsForm(WishlistFormSchema)
  return (
    <Form
      method="post"
      action={state.action}
      className={`wishlist-toggle${state.saved ? ' wishlist-toggle--saved' : ''}`}
      preventScrollReset
      {...getFormProps(form)}
      data-form="wishlist-toggle"
    >
      <input type="hidden" name="intent" value={state.saved ? 'remove' : 'save'} />
      <input type="hidden" name="type" value="theme" />
      <input type="hidden" name="id" value={state.themeId} />
      <input type="hidden" name="returnTo" value={`${pathname}${search}`} />
      <button
        type="submit"
        className="wishlist-toggle__button"
        disabled={pending}
        aria-busy={pending || undefined}
        aria-describedby={`wishlist-hint-${state.themeId}`}
      >
        <Heart filled={state.saved} />
        <span>{state.saved ? t('wishlist.saved') : t('wishlist.save')}</span>
      </button>
      <p className="wishlist-toggle__hint" id={`wishlist-hint-${state.themeId}`}>
        {state.saved ? (
          <>
            {t('wishlist.savedHint')} <a href={href('wishlist')}>{t('wishlist.link')}</a>
          </>
        ) : loggedIn ? null : (
          t('wishlist.loginHint')
        )}
      </p>
    </Form>
  )
}
