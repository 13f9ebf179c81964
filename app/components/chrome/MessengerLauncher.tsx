import { useEffect, useReducer, useState, type ComponentType, type MouseEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { initialMessenger, messengerReducer } from '~/domain/site-chrome'
import { useDialogs } from '../dialogs/DialogProvider'
import { hrefOf, linkContextOf, useSite } from '../links'
import { Icon } from './icons'
import type { MessengerPanelProps } from './MessengerPanel'

const fadeMs = 200

/**
 * The messenger launcher (site-chrome §2, flags loaded, loading, open, visible, fade). The
 * widget's code loads only when the shopper asks for it; without JavaScript the launcher
 * is a link to the service page. The widget is a local panel, no third-party script.
 */
export function MessengerLauncher() {
  const site = useSite()
  const { t } = useTranslation('chrome')
  const dialogs = useDialogs()
  const [state, dispatch] = useReducer(messengerReducer, initialMessenger)
  const [Panel, setPanel] = useState<ComponentType<MessengerPanelProps> | null>(null)
  const dialogOpen = Boolean(dialogs?.state.active)
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])

  useEffect(() => dispatch({ type: dialogOpen ? 'hide' : 'show' }), [dialogOpen])
  useEffect(() => {
    if (!state.fade) return
    const timer = setTimeout(() => dispatch({ type: 'faded' }), fadeMs)
    return () => clearTimeout(timer)
  }, [state.fade])

  if (!site) return null
  const serviceHref = hrefOf(site.globalConfig.header.service?.link, linkContextOf(site))
  if (!serviceHref) return null
  const burger = site.globalConfig.burger
  const hotline = burger.serviceHotline ?? site.globalConfig.header.serviceHotline

  const request = (event: MouseEvent) => {
    event.preventDefault()
    if (state.open) {
      dispatch({ type: 'close' })
      return
    }
    dispatch({ type: 'request' })
    if (state.loaded || state.loading) return
    import('./MessengerPanel').then(
      (module) => {
        setPanel(() => module.MessengerPanel)
        dispatch({ type: 'loaded' })
      },
      () => {
        dispatch({ type: 'failed' })
        window.location.assign(serviceHref)
      },
    )
  }

  return (
    <div
      className="messenger"
      data-visible={state.visible ? '' : undefined}
      data-hidden={hydrated && !state.visible ? '' : undefined}
      data-loading={state.loading ? '' : undefined}
      data-loaded={state.loaded ? '' : undefined}
      data-open={state.open ? '' : undefined}
      data-fade={state.fade ? '' : undefined}
    >
      {state.open && Panel ? (
        <Panel
          id="messenger-panel"
          serviceHref={serviceHref}
          hotline={hotline}
          serviceText={burger.serviceText}
          fading={state.fade}
          onClose={() => dispatch({ type: 'close' })}
        />
      ) : null}
      <a
        className="messenger__launcher"
        href={serviceHref}
        onClick={request}
        aria-expanded={state.open}
        aria-controls={state.open ? 'messenger-panel' : undefined}
        aria-busy={state.loading || undefined}
      >
        <Icon name={state.open ? 'close' : 'chat'} />
        <span className="messenger__label">
          {state.open ? t('messenger.close') : t('messenger.open')}
        </span>
      </a>
    </div>
  )
}
