import { createContext, useContext } from 'react'

/** The per-request CSP nonce, for the few inline scripts the page needs. */
export const NonceContext = createContext<string | undefined>(undefined)
export const NonceProvider = NonceContext.Provider

export function useNonce(): string | undefined {
  return useContext(NonceContext)
}
