import { useFetcher } from '@remix-run/react'
import { useEffect, useRef, useState, type MouseEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useSite } from '~/root-data'
import { eventKeys } from '~/utils/event-codes'

/** The storefront's callback (app/routes/api.google-sign-in.ts). */
const callbackPath = '/api/google-sign-in'
/** How long Google Identity Services may take to load before the link stays the way in. */
const LOAD_TIMEOUT_MS = 8000

type GoogleId = {
  initialize(options: {
    client_id: string
    callback: (answer: { credential?: string }) => void
    ux_mode?: 'popup'
    nonce?: string
  }): void
  renderButton(parent: HTMLElement, options: Record<string, string>): void
}
type GoogleWindow = Window & { google?: { accounts?: { id?: GoogleId } } }

let loading: Promise<GoogleId> | undefined

/** Loads `gsi/client` once per page, when a sign-in form first asks for it (never on first load). */
function loadGoogleIdentity(origin: string): Promise<GoogleId> {
  loading ??= new Promise<GoogleId>((resolve, reject) => {
    const ready = () => (window as GoogleWindow).google?.accounts?.id
    const script = document.createElement('script')
    script.src = `${origin}/gsi/client`
    script.async = true
    const timer = window.setTimeout(() => reject(new Error('timeout')), LOAD_TIMEOUT_MS)
    script.onload = () => {
      window.clearTimeout(timer)
      const id = ready()
      if (id) resolve(id)
      else reject(new Error('no google.accounts.id'))
    }
    script.onerror = () => {
      window.clearTimeout(timer)
      reject(new Error('script failed'))
    }
    document.head.append(script)
  }).catch((error: unknown) => {
    loading = undefined
    throw error
  })
  return loading
}

let nonce: Promise<string> | undefined

/**
 * The shop's nonce for the button (also in a signed cookie the callback reads): Google puts it
 * into the ID token, so a token is good only in the browser that asked for it. One per attempt.
 */
function buttonNonce(): Promise<string> {
  nonce ??= fetch(`${callbackPath}?nonce=1`, { credentials: 'same-origin' })
    .then((answer) => (answer.ok ? (answer.json() as Promise<{ nonce?: unknown }>) : null))
    .then((body) => {
      if (typeof body?.nonce !== 'string') throw new Error('no nonce')
      return body.nonce
    })
    .catch((error: unknown) => {
      nonce = undefined
      throw error
    })
  return nonce
}

const log = (level: 'info' | 'error', event: string, fields: Record<string, unknown> = {}) =>
  console[level](JSON.stringify({ level, event, ...fields }))

type Props = {
  redirectTo: string
  mode: 'sign-in' | 'sign-up'
  /** The redirect flow came back refused (`?google=failed`). */
  failed?: boolean
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void
}

/**
 * "Continue with Google": a link into the redirect flow, which works without
 * JavaScript; with it, Google Identity Services' button takes its place and its credential goes
 * to the shop's callback action.
 */
export function GoogleSignIn({ redirectTo, mode, failed = false, onClick }: Props) {
  const config = useSite()?.google ?? null
  const { t, i18n } = useTranslation('account')
  const fetcher = useFetcher<{ status: 'error'; error: string }>()
  const container = useRef<HTMLDivElement>(null)
  const [rendered, setRendered] = useState(false)
  // Each attempt spends its nonce: the next one initialises the button with a new one.
  const [attempt, setAttempt] = useState(0)
  const submit = fetcher.submit
  const refusedNow = fetcher.data?.status === 'error'

  // A refused attempt spent the cookie's nonce: the button starts again with a new one.
  useEffect(() => {
    if (refusedNow) setAttempt((n) => n + 1)
  }, [refusedNow, fetcher.data])

  useEffect(() => {
    if (!config) return
    let cancelled = false
    Promise.all([loadGoogleIdentity(config.scriptOrigin), buttonNonce()]).then(
      ([id, asked]) => {
        if (cancelled) return
        const parent = container.current
        if (!parent) {
          log('error', eventKeys.googleButtonNotFound)
          return
        }
        id.initialize({
          client_id: config.clientId,
          ux_mode: 'popup',
          nonce: asked,
          callback: ({ credential }) => {
            if (!credential) return
            log('info', eventKeys.googleOneTapSuccess)
            // The callback spends the nonce: a button shown after this asks for a new one.
            nonce = undefined
            void submit({ credential, redirectTo }, { method: 'post', action: callbackPath })
          },
        })
        id.renderButton(parent, {
          type: 'standard',
          text: mode === 'sign-up' ? 'signup_with' : 'continue_with',
          locale: i18n.language,
        })
        setRendered(true)
      },
      (error: unknown) => {
        if (!cancelled) log('error', eventKeys.googleNotLoaded, { err: String(error) })
      },
    )
    return () => {
      cancelled = true
    }
  }, [config, mode, redirectTo, submit, i18n.language, attempt])

  if (!config) return null
  const href = `${callbackPath}?${new URLSearchParams({ redirectTo })}`
  const refused = failed || fetcher.data?.status === 'error'
  return (
    <div className="google-sign-in" data-google-sign-in>
      <p className="google-sign-in__or">{t('google.or')}</p>
      {refused && fetcher.state === 'idle' ? (
        <p className="form-errors" role="alert">
          {t('google.failed')}
        </p>
      ) : null}
      <div ref={container} className="google-sign-in__button" data-google-button />
      {rendered || !config.redirectFlow ? null : (
        <a className="button google-sign-in__link" href={href} onClick={onClick}>
          {t('google.continue')}
        </a>
      )}
      {fetcher.state === 'idle' ? null : <p role="status">{t('google.pending')}</p>}
    </div>
  )
}
