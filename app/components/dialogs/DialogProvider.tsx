import { useLocation } from '@remix-run/react'
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react'
import { dialogReducer, noDialog, type DialogRequest, type DialogState } from '~/domain/site-chrome'

type DialogAction = Parameters<typeof dialogReducer>[1]

/**
 * The dialog state, outside React's context: components subscribe to it once they are
 * hydrated. A part that is still server HTML waiting for its lazily loaded code (a video hero)
 * is then not updated when a dialog opens, which would make React give up its server HTML and
 * render it afresh (error 421).
 */
function createDialogStore() {
  let state: DialogState = noDialog
  const listeners = new Set<() => void>()
  return {
    get: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    dispatch(action: DialogAction) {
      const next = dialogReducer(state, action)
      if (next === state) return
      state = next
      for (const listener of listeners) listener()
    },
  }
}

type DialogStore = ReturnType<typeof createDialogStore>

type DialogActions = {
  /**
   * Opens a dialog; a no-op for the type already open or while opening is blocked (unless forced).
   */
  open: (dialogType: string, dialogPayload?: unknown, options?: { force?: boolean }) => void
  close: () => void
  /** Blocks opening other dialogs (e.g. while a form in the current one is sending). */
  block: () => void
  unblock: () => void
}

type DialogApi = DialogActions & { state: DialogState }

const DialogContext = createContext<(DialogActions & { store: DialogStore }) | null>(null)

/** The one place that knows which dialog is active (site-chrome §4 "Dialogs"). */
export function DialogProvider({ children }: { children: ReactNode }) {
  const [store] = useState(createDialogStore)
  const open = useCallback(
    (dialogType: string, dialogPayload?: unknown, options?: { force?: boolean }) => {
      const dialog: DialogRequest =
        dialogPayload === undefined ? { dialogType } : { dialogType, dialogPayload }
      store.dispatch({ type: 'open', dialog, force: options?.force })
    },
    [store],
  )
  const close = useCallback(() => store.dispatch({ type: 'close' }), [store])
  const block = useCallback(() => store.dispatch({ type: 'block' }), [store])
  const unblock = useCallback(() => store.dispatch({ type: 'unblock' }), [store])
  // A navigation (a link in a dialog, a form's redirect) closes the dialog.
  const { key } = useLocation()
  useEffect(() => store.dispatch({ type: 'close' }), [key, store])
  const api = useMemo(
    () => ({ store, open, close, block, unblock }),
    [store, open, close, block, unblock],
  )
  return <DialogContext.Provider value={api}>{children}</DialogContext.Provider>
}

const noStore = { get: () => noDialog, subscribe: () => () => {} }

/**
 * The dialog state and its actions. Outside a provider (a page rendered without the chrome)
 * there is no dialog: `open` does nothing and callers keep their no-JS link behaviour.
 */
export function useDialogs(): DialogApi | null {
  const api = useContext(DialogContext)
  const store = api?.store ?? noStore
  const state = useSyncExternalStore(store.subscribe, store.get, store.get)
  return useMemo(
    () =>
      api
        ? { state, open: api.open, close: api.close, block: api.block, unblock: api.unblock }
        : null,
    [api, state],
  )
}

/**
 * The dialog actions alone, for a component that opens or closes a dialog but shows nothing of
 * the state: it does not re-render when a dialog opens (the header and its navigation).
 */
export function useDialogActions(): DialogActions | null {
  return useContext(DialogContext)
}

/** The active dialog when it is of `dialogType` (a component re-renders only when that changes). */
export function useActiveDialog(dialogType: string): DialogRequest | null {
  const store = useContext(DialogContext)?.store ?? noStore
  const active = () => {
    const current = store.get().active
    return current?.dialogType === dialogType ? current : null
  }
  return useSyncExternalStore(store.subscribe, active, active)
}
