import {
  useEffect,
  useId,
  useRef,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type SyntheticEvent,
} from 'react'
import { useTranslation } from 'react-i18next'
import { Icon } from '../chrome/icons'
import { useScrollLock } from '../chrome/scroll-lock'

type Props = {
  open: boolean
  onClose: () => void
  title: ReactNode
  children: ReactNode
  className?: string
}

const focusable =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

/**
 * A modal dialog on the native `<dialog>`: the page behind is inert and scroll-locked,
 * Tab stays inside, Escape and the backdrop close it, and focus returns to the element
 * that opened it. Every dialog has a page that does the same without JavaScript.
 */
export function Dialog({ open, onClose, title, children, className }: Props) {
  const { t } = useTranslation('chrome')
  const ref = useRef<HTMLDialogElement>(null)
  const opener = useRef<HTMLElement | null>(null)
  const titleId = useId()
  useScrollLock(open)

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
      dialog.showModal()
    } else if (!open && dialog.open) {
      dialog.close()
    }
  }, [open])

  // Focus goes back to the opener when the dialog closes or unmounts.
  useEffect(() => {
    if (open) return
    restoreFocus(opener)
  }, [open])
  useEffect(() => () => restoreFocus(opener), [])

  const onCancel = (event: SyntheticEvent) => {
    event.preventDefault()
    onClose()
  }
  const onBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === ref.current) onClose()
  }
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab' || !ref.current) return
    const elements = [...ref.current.querySelectorAll<HTMLElement>(focusable)].filter(
      (element) => element.offsetParent !== null,
    )
    const first = elements[0]
    const last = elements[elements.length - 1]
    if (!first || !last) return
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault()
      first.focus()
    }
  }

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the backdrop click and the focus trap; Escape is the dialog's cancel
    <dialog
      ref={ref}
      className={`dialog ${className ?? ''}`}
      aria-labelledby={titleId}
      onCancel={onCancel}
      onClick={onBackdrop}
      onKeyDown={onKeyDown}
    >
      <div className="dialog__box">
        <div className="dialog__head">
          <h2 className="dialog__title" id={titleId}>
            {title}
          </h2>
          <button
            type="button"
            className="dialog__close"
            onClick={onClose}
            aria-label={t('dialog.close')}
          >
            <Icon name="close" />
          </button>
        </div>
        <div className="dialog__body">{children}</div>
      </div>
    </dialog>
  )
}

function restoreFocus(opener: { current: HTMLElement | null }) {
  const element = opener.current
  opener.current = null
  if (element?.isConnected) element.focus()
}
