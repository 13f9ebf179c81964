import '~/shared-chunk'
import { Form, useNavigation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { AccountPage } from '~/components/account/AccountPage'
import { LogoutForm } from '~/components/account/forms'
import { usePageHref } from '~/components/account/page-href'

export default function LogoutPage() {
  const navigation = useNavigation()
  const { t } = useTranslation('account')
  const href = usePageHref()
  return (
    <AccountPage title={t('logout.title')} intro={<p>{t('logout.question')}</p>}>
      <LogoutForm
        Form={Form}
        action={href('logout')}
        pending={navigation.state === 'submitting'}
        label={t('logout.submit')}
      />
    </AccountPage>
  )
}
