import { getFormProps } from '@conform-to/react'
import { Form, useLocation, useNavigation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { WhitelabelSwitchSchema } from '~/domain/whitelabel-schemas'
import { useFixedFieldsForm } from '../schema-form'

/**
 * The order-mode switch of a whitelabel customer: a POST naming the mode to switch to (a
 * double submit changes nothing more), back to the page it was sent from.
 */
export function WhitelabelSwitchForm({
  action,
  isWhitelabelOrder,
  className,
}: {
  action: string
  isWhitelabelOrder: boolean
  className?: string
}) {
  const { t } = useTranslation()
  const { pathname, search } = useLocation()
  const navigation = useNavigation()
  const pending = navigation.state === 'submitting' && navigation.formAction === action
  // Hidden fields only: checked with the action's schema, so a tampered value is not sent.
  const form = useFixedFieldsForm(WhitelabelSwitchSchema)
  return (
    <Form
      method="post"
      action={action}
      className={`wl-switch${className ? ` ${className}` : ''}`}
      preventScrollReset
      {...getFormProps(form)}
      data-form="whitelabel-switch"
    >
      <input type="hidden" name="isWhitelabelOrder" value={isWhitelabelOrder ? 'false' : 'true'} />
      <input type="hidden" name="redirectTo" value={`${pathname}${search}`} />
      <button
        type="submit"
        className="wl-switch__button"
        disabled={pending}
        aria-busy={pending || undefined}
      >
        {isWhitelabelOrder ? t('whitelabel.switchToOwn') : t('whitelabel.switchToWhitelabel')}
      </button>
    </Form>
  )
}
