import { describe, expect, it } from 'vitest'
import { AccessoryOrderSchema } from './accessory-schemas'
import { LoginSchema, LogoutSchema, SignUpSchema } from './account-schemas'
import { parseForm } from './form-parse'
import { MarketSwitchSchema } from './market-switch-schema'
import { GiftVoucherSchema, VoucherCodeSchema } from './voucher-schemas'
import { WhitelabelSwitchSchema } from './whitelabel-schemas'
import { WishlistFormSchema } from './wishlist-schemas'

/** The field errors of a submission (none when it succeeded). */
function errorsOf(submission: object) {
  return 'error' in submission ? submission.error : undefined
}

function form(fields: Record<string, string>): FormData {
  const data = new FormData()
  for (const [name, value] of Object.entries(fields)) data.append(name, value)
  return data
}

describe('parseForm (the schema of a form, in the browser and in its action)', () => {
  it('an empty text counts as not sent: a required field says its message, an optional one is left out', () => {
    const submission = parseForm(form({ code: '' }), { schema: VoucherCodeSchema })
    expect(submission.status).toBe('error')
    expect(errorsOf(submission)).toEqual({ code: ['voucher.redeem.error.invalid'] })
    const gift = parseForm(
      form({ amountChoice: '50', customAmount: '', design: 'classic', message: '' }),
      { schema: GiftVoucherSchema },
    )
    expect(gift.status).toBe('success')
    expect(gift.status === 'success' && gift.value).toEqual({
      amount: 50,
      design: 'classic',
      message: '',
    })
  })

  it('keeps what was sent for the reply (kept values)', () => {
    const submission = parseForm(form({ code: 'x!' }), { schema: VoucherCodeSchema })
    expect(submission.reply().initialValue).toEqual({ code: 'x!' })
  })

  it('names nested fields as Conform does', () => {
    const submission = parseForm(form({ country: 'XX' }), { schema: MarketSwitchSchema })
    expect(Object.keys(errorsOf(submission) ?? {})).toEqual(['country'])
  })
})

describe('GiftVoucherSchema', () => {
  const parse = (fields: Record<string, string>) =>
    parseForm(form(fields), { schema: GiftVoucherSchema })

  it('a typed amount within the limits, the message trimmed with plain line breaks', () => {
    const submission = parse({
      amountChoice: 'custom',
      customAmount: ' 35 ',
      design: 'birthday',
      message: ' Alles Liebe\r\nzum Geburtstag ',
    })
    expect(submission.status === 'success' && submission.value).toEqual({
      amount: 35,
      design: 'birthday',
      message: 'Alles Liebe\nzum Geburtstag',
    })
  })

  it.each([
    [{ amountChoice: 'custom', customAmount: '7', design: 'classic' }, 'customAmount'],
    [{ amountChoice: 'custom', customAmount: '', design: 'classic' }, 'customAmount'],
    [{ amountChoice: 'custom', customAmount: '12.5', design: 'classic' }, 'customAmount'],
    [{ amountChoice: '75', design: 'classic' }, 'amountChoice'],
  ])('an amount out of range is named on its field: %j', (fields, field) => {
    const submission = parse(fields)
    if (field === 'amountChoice')
      expect(errorsOf(submission)).toEqual({ amountChoice: ['voucher.form.amountRequired'] })
    else expect(errorsOf(submission)).toEqual({ [field]: ['voucher.form.amountRange'] })
  })

  it('a missing design, a message too long or with control characters', () => {
    expect(errorsOf(parse({ amountChoice: '50' }))).toEqual({
      design: ['voucher.form.designRequired'],
    })
    expect(
      errorsOf(parse({ amountChoice: '50', design: 'classic', message: 'x'.repeat(251) })),
    ).toEqual({ message: ['voucher.form.messageTooLong'] })
    // 250 emoji are 250 characters (500 UTF-16 units).
    expect(parse({ amountChoice: '50', design: 'classic', message: '🎁'.repeat(250) }).status).toBe(
      'success',
    )
    expect(errorsOf(parse({ amountChoice: '50', design: 'classic', message: 'a\u0007b' }))).toEqual(
      {
        message: ['voucher.form.messageInvalid'],
      },
    )
  })
})

describe('VoucherCodeSchema', () => {
  const parse = (code: string) => parseForm(form({ code }), { schema: VoucherCodeSchema })

  it('a code as typed, in the form the shop keeps it', () => {
    const submission = parse(' printhaus10 ')
    expect(submission.status === 'success' && submission.value).toEqual({ code: 'PRINTHAUS10' })
  })

  it.each(['!!', '   ', 'A', '-AB', 'x'.repeat(33), 'x'.repeat(200)])(
    'refuses %j with one message',
    (code) => {
      expect(errorsOf(parse(code))).toEqual({ code: ['voucher.redeem.error.invalid'] })
    },
  )
})

describe('AccessoryOrderSchema', () => {
  it('sends the shop only what belongs to the accessory', () => {
    const parse = (fields: Record<string, string>) => {
      const submission = parseForm(form(fields), { schema: AccessoryOrderSchema })
      return submission.status === 'success' ? submission.value : errorsOf(submission)
    }
    expect(
      parse({ accessoryType: 'envelope', quantity: '50', formatType: 'klappkarte-a6' }),
    ).toEqual({ accessoryType: 'envelope', quantity: 50, sizeClass: 'standard' })
    expect(parse({ accessoryType: 'sample', quantity: '3' })).toEqual({
      accessoryType: 'sample',
      quantity: 3,
      formatType: 'postkarte-a6',
    })
    expect(parse({ accessoryType: 'pen', quantity: '1', sizeClass: 'large' })).toEqual({
      accessoryType: 'pen',
      quantity: 1,
    })
    expect(parse({ accessoryType: 'rocket', quantity: '' })).toEqual({
      accessoryType: ['accessories.form.typeRequired'],
      quantity: ['accessories.form.quantityRange'],
    })
    expect(parse({ accessoryType: 'envelope', quantity: '1', sizeClass: 'huge' })).toEqual({
      sizeClass: ['accessories.form.sizeClassRequired'],
    })
  })
})

describe('hidden-field forms', () => {
  it('wishlist: a tampered intent, type or id is refused', () => {
    const parse = (fields: Record<string, string>) =>
      parseForm(form(fields), { schema: WishlistFormSchema }).status
    expect(parse({ intent: 'save', type: 'theme', id: '1001', returnTo: '/themes/1001' })).toBe(
      'success',
    )
    expect(parse({ intent: 'delete-all', type: 'theme', id: '1001' })).toBe('error')
    expect(parse({ intent: 'save', type: 'order', id: '1001' })).toBe('error')
    expect(parse({ intent: 'save', type: 'theme', id: '0' })).toBe('error')
  })

  it('whitelabel switch: the mode to switch to, as a boolean', () => {
    const submission = parseForm(form({ isWhitelabelOrder: 'true', redirectTo: '/' }), {
      schema: WhitelabelSwitchSchema,
    })
    expect(submission.status === 'success' && submission.value).toEqual({
      isWhitelabelOrder: true,
      redirectTo: '/',
    })
    expect(
      parseForm(form({ isWhitelabelOrder: 'yes' }), { schema: WhitelabelSwitchSchema }).status,
    ).toBe('error')
  })

  it('market switch: a country the shop has; an unknown language falls back to the country’s own', () => {
    const parse = (query: string) =>
      parseForm(new URLSearchParams(query), { schema: MarketSwitchSchema })
    const ok = parse('country=CH&language=fr&from=%2F')
    expect(ok.status === 'success' && ok.value).toEqual({
      country: 'CH',
      language: 'fr',
      from: '/',
    })
    const fallback = parse('country=CH&language=xx')
    expect(fallback.status === 'success' && fallback.value).toEqual({
      country: 'CH',
      language: undefined,
    })
    expect(parse('country=XX&language=de').status).toBe('error')
    expect(parse('language=de').status).toBe('error')
  })
})

describe('the customer forms (the same parse as with Conform’s zod adapter before)', () => {
  const signUp = {
    firstName: ' Mia ',
    lastName: 'Merkel',
    email: ' mia@example.com ',
    password: 'Merkliste-2027!',
  }

  it('sign-up: the newsletter box is true when ticked ("on"), left out when not, refused otherwise', () => {
    const ticked = parseForm(form({ ...signUp, newsletter: 'on' }), { schema: SignUpSchema })
    expect(ticked.status === 'success' && ticked.value).toEqual({
      firstName: 'Mia',
      lastName: 'Merkel',
      email: 'mia@example.com',
      password: 'Merkliste-2027!',
      newsletter: true,
    })
    const unticked = parseForm(form(signUp), { schema: SignUpSchema })
    expect(unticked.status === 'success' && unticked.value).not.toHaveProperty('newsletter')
    expect(
      errorsOf(parseForm(form({ ...signUp, newsletter: 'yes' }), { schema: SignUpSchema })),
    ).toHaveProperty('newsletter')
  })

  it('login: empty fields are required, a malformed address is named', () => {
    expect(errorsOf(parseForm(form({ email: '', password: '' }), { schema: LoginSchema }))).toEqual(
      { email: ['account:form.required'], password: ['account:form.required'] },
    )
    expect(
      errorsOf(parseForm(form({ email: 'kein-at', password: 'x' }), { schema: LoginSchema })),
    ).toEqual({ email: ['account:form.emailInvalid'] })
  })

  it('logout: an empty redirect is left out', () => {
    const submission = parseForm(form({ redirectTo: '' }), { schema: LogoutSchema })
    expect(submission.status === 'success' && submission.value).toEqual({})
  })
})
