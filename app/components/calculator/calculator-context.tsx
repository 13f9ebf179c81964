import { createContext, useContext, type ReactNode } from 'react'
import type { CalculatorData } from '~/domain/calculator-data'

/**
 * The calculator data of the page (prices, selection, lead times), from the page's loader
 * (`loadCalculatorData` in the content route, or a products page's own loader). The
 * calculator block reads its part by its `_uid`.
 */
const CalculatorDataContext = createContext<CalculatorData | null>(null)

export function CalculatorDataProvider({
  value,
  children,
}: {
  value: CalculatorData | null | undefined
  children: ReactNode
}) {
  return (
    <CalculatorDataContext.Provider value={value ?? null}>
      {children}
    </CalculatorDataContext.Provider>
  )
}

export function useCalculatorData(): CalculatorData | null {
  return useContext(CalculatorDataContext)
}
