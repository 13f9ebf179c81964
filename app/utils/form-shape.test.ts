import { describe, expect, it } from 'vitest'
import { formShapeProblem } from './form-shape'

describe('formShapeProblem', () => {
  it('accepts the shop’s forms: a few short, flat names, a name repeated a few times', () => {
    expect(formShapeProblem(['email', 'password', 'website', 'redirectTo'])).toBeUndefined()
    expect(formShapeProblem(['items[0].id', 'items[1].id', 'tag', 'tag', 'tag'])).toBeUndefined()
    expect(formShapeProblem([])).toBeUndefined()
  })

  it('refuses a name nested 8 000 levels deep, with dots or brackets', () => {
    expect(formShapeProblem([`email${'.a'.repeat(8000)}`])).toBe('name-too-long')
    expect(formShapeProblem([`e${'.a'.repeat(10)}`])).toBe('too-deep')
    expect(formShapeProblem([`e${'[0]'.repeat(10)}`])).toBe('too-deep')
  })

  it('refuses thousands of fields, huge names and a name repeated thousands of times', () => {
    expect(formShapeProblem(Array.from({ length: 5000 }, (_, i) => `f${i}`))).toBe(
      'too-many-fields',
    )
    expect(formShapeProblem(['n'.repeat(60_000)])).toBe('name-too-long')
    expect(formShapeProblem(Array.from({ length: 100 }, () => 'email'))).toBe('repeated-field')
  })
})
