import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { widgetProviders, type CaptchaWidget, type WidgetProvider } from '~/domain/captcha'

type WidgetApi = { render(element: HTMLElement, options: { sitekey: string }): unknown }
type CaptchaWindow = Window & { turnstile?: WidgetApi; grecaptcha?: WidgetApi } & Record<
    string,
    unknown
  >

const loading: Partial<Record<WidgetProvider, Promise<WidgetApi>>> = {}

/** Loads the provider's script once per page (explicit rendering) and resolves with its API. */
function loadProvider(kind: WidgetProvider): Promise<WidgetApi> {
  const existing = loading[kind]
  if (existing) return existing
  const promise = new Promise<WidgetApi>((resolve, reject) => {
    const win = window as unknown as CaptchaWindow
    const api = () => (kind === 'turnstile' ? win.turnstile : win.grecaptcha)
    const ready = api()
    if (ready) return resolve(ready)
    const callback = `__captchaReady_${kind}`
    win[callback] = () => {
      const loaded = api()
      if (loaded) resolve(loaded)
      else reject(new Error(`${kind} loaded without its API`))
    }
    const script = document.createElement('script')
    script.src = `${widgetProviders[kind].script}${callback}`
    script.async = true
    script.onerror = () => {
      delete loading[kind]
      reject(new Error(`${kind} script failed to load`))
    }
    document.head.appendChild(script)
  })
  loading[kind] = promise
  return promise
}

/**
 * The form's captcha. The reference backend's test token is a hidden field; a
 * provider's widget (Turnstile, reCAPTCHA v2) renders into its box once its script has
 * loaded, and posts its token in its own field. The widgets need JavaScript: until one has
 * rendered the box says so, and without it the shop API answers the form with its captcha message.
 */
export function Captcha({ widget }: { widget: CaptchaWidget | null | undefined }) {
  const { t } = useTranslation('account')
  const box = useRef<HTMLDivElement>(null)
  const kind = widget && widget.kind !== 'test' ? widget.kind : undefined
  const siteKey = widget && widget.kind !== 'test' ? widget.siteKey : undefined

  useEffect(() => {
    if (!kind || !siteKey || !box.current) return
    const element = box.current
    let cancelled = false
    loadProvider(kind)
      .then((api) => {
        if (!cancelled && element.isConnected && element.childElementCount === 0)
          api.render(element, { sitekey: siteKey })
      })
      .catch(() => {
        if (!cancelled) element.dataset.failed = 'true'
      })
    return () => {
      cancelled = true
    }
  }, [kind, siteKey])

  if (!widget) return null
  if (widget.kind === 'test') return <input type="hidden" name={widget.name} value={widget.value} />
  return (
    <div className="captcha">
      <div
        ref={box}
        className="captcha__widget"
        data-captcha={widget.kind}
        data-sitekey={widget.siteKey}
      />
      {/* Shown until the widget has rendered (CSS): without JavaScript it never does. Not <noscript>, which some browsers leave unparsed. */}
      <p className="captcha__note">{t('captcha.needsJavaScript')}</p>
    </div>
  )
}
