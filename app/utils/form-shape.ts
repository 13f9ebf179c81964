/**
 * The shape of a posted form before any parser sees it: the shop's forms have a
 * few short, flat field names. A body far outside that (names nested thousands of levels
 * deep, thousands of fields, huge names, a name repeated thousands of times) is refused
 * with the form re-rendered, instead of reaching a parser that recurses or allocates by it.
 */
export const formShapeLimits = {
  /** The largest form (the accessory order) has about 20 fields. */
  fields: 200,
  nameLength: 128,
  /** `a.b[0].c` is 4 segments; the shop's names have at most 2. */
  depth: 8,
  /**
   * A multi-select could repeat a name; none of the shop's forms repeats one more than a few times.
   */
  repeats: 50,
} as const

export type FormShapeProblem = 'too-many-fields' | 'name-too-long' | 'too-deep' | 'repeated-field'

/** The first problem of a form's field names, or undefined for a form of the shop's shape. */
export function formShapeProblem(
  names: Iterable<string>,
  limits = formShapeLimits,
): FormShapeProblem | undefined {
  const counts = new Map<string, number>()
  let fields = 0
  for (const name of names) {
    if (++fields > limits.fields) return 'too-many-fields'
    if (name.length > limits.nameLength) return 'name-too-long'
    if (name.split(/[.[]/).length > limits.depth) return 'too-deep'
    const count = (counts.get(name) ?? 0) + 1
    if (count > limits.repeats) return 'repeated-field'
    counts.set(name, count)
  }
  return undefined
}
