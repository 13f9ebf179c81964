/** A React key for a chrome item: its content uid, else its position and text. */
export function idOf(item: { _uid?: string; text?: string }, index: number): string {
  return item._uid ?? `${index}-${item.text ?? ''}`
}
