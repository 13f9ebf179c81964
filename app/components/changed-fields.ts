/**
 * Fields of an island's kept HTML that hold something other than what the server wrote:
 * the shopper's changes, made before the island (or the whole page) was live. Loaded with the
 * islands' chunk (ADR 138), not with the page.
 */
export type ChangedField = { path: number[]; value: string; checked: boolean }

function changedFromServer(field: Element): field is HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement {
  if (field instanceof HTMLSelectElement) {
    const options = Array.from(field.options)
    if (field.multiple) return options.some((option) => option.selected !== option.defaultSelected)
    // Without a `selected` attribute a single select shows its first enabled option.
    const initial = options.find((option) => option.defaultSelected) ?? options.find((option) => !option.disabled)
    return field.value !== (initial?.value ?? '')
  }
  if (field instanceof HTMLInputElement) {
    return field.type === 'radio' || field.type === 'checkbox' ? field.checked !== field.defaultChecked : field.value !== field.defaultValue
  }
  return field instanceof HTMLTextAreaElement && field.value !== field.defaultValue
}

export function changedFields(root: Element, pathTo: (root: Element, target: Element) => number[] | undefined): ChangedField[] {
  return Array.from(root.querySelectorAll('input, select, textarea')).flatMap((field) => {
    const path = changedFromServer(field) ? pathTo(root, field) : undefined
    return path ? [{ path, value: (field as HTMLInputElement).value, checked: field instanceof HTMLInputElement && field.checked }] : []
  })
}
