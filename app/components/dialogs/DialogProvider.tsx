import { useLocation } from '@remix-run/react'
import { createContext, useCallback, useContext, useEffect, useMemo, useReducer, type ReactNode } from 'react'
import { dialogReducer, noDialog, type DialogRequest, type DialogState } from '~/domain/site-chrome'

type DialogApi = {
  state: DialogState
  /** Opens a dialog; a no-op for the type already open or while opening is blocked (unless forced). */
  open: (dialogType: string, dialogPayload?: unknown, options?: { force?: boolean }) => void
  close: () => void
  /** Blocks opening other dialogs (e.g. while a form in the current one is sending). */
  block: () => void
  unblock: () => void
}

const DialogContext = createContext<DialogApi | null>(null)

/** The one place that knows which dialog is active (site-chrome §4 "Dialogs"). */
export function DialogProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(dialogReducer, noDialog)
  const open = useCallback((dialogType: string, dialogPayload?: unknown, options?: { force?: boolean }) => {
    const dialog: DialogRequest = dialogPayload === undefined ? { dialogType } : { dialogType, dialogPayload }
    dispatch({ type: 'open', dialog, force: options?.force })
  }, [])
  const close = useCallback(() => dispatch({ type: 'close' }), [])
  const block = useCallback(() => dispatch({ type: 'block' }), [])
  const unblock = useCallback(() => dispatch({ type: 'unblock' }), [])
  // A navigation (a link in a dialog, a form's redirect) closes the dialog.
  const { key } = useLocation()
  useEffect(() => dispatch({ type: 'close' }), [key])
  const api = useMemo(() => ({ state, open, close, block, unblock }), [state, open, close, block, unblock])
  return <DialogContext.Provider value={api}>{children}</DialogContext.Provider>
}

/**
 * The dialog state and its actions. Outside a provider (a page rendered without the chrome)
 * there is no dialog: `open` does nothing and callers keep their no-JS link behaviour.
 */
export function useDialogs(): DialogApi | null {
  return useContext(DialogContext)
}

/** The active dialog when it is of `dialogType`. */
export function useActiveDialog(dialogType: string): DialogRequest | null {
  const api = useDialogs()
  return api?.state.active?.dialogType === dialogType ? api.state.active : null
}
