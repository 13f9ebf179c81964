import { emailHash, normaliseEmail } from './tokens'
import type { Db } from '../db/database'
import type { Channel, Locale } from '../market/markets'

export interface Customer {
  id: number
  channel: Channel
  email: string
  passwordHash: string
  firstName: string
  lastName: string
  locale: string
  newsletterOptIn: boolean
  type: number
  isWhitelabel: boolean
  /** When the account was created (ms since the epoch, the backend's clock). */
  createdAt: number
}

interface CustomerRow {
  id: number
  channel: Channel
  email: string
  password_hash: string
  first_name: string
  last_name: string
  locale: string
  newsletter_opt_in: number
  type: number
  is_whitelabel: number
  created_at: number
}

function fromRow(row: CustomerRow): Customer {
  return {
    id: row.id,
    channel: row.channel,
    email: row.email,
    passwordHash: row.password_hash,
    firstName: row.first_name,
    lastName: row.last_name,
    locale: row.locale,
    newsletterOptIn: row.newsletter_opt_in === 1,
    type: row.type,
    isWhitelabel: row.is_whitelabel === 1,
    createdAt: row.created_at,
  }
}

/** The customer number the shop shows: 100000 + the row id, as a string. */
export function customerNumber(id: number): string {
  return String(100_000 + id)
}

/** The `customer-data` payload (shop-core §3, §7). */
export interface CustomerPayload {
  emailHash: string
  firstName: string
  lastName: string
  isLoggedIn: boolean
  isWhitelabelCustomer: boolean
  number: string | null
  order: { cartArticlesAmount: number; isWhitelabelOrder: boolean }
  type: number
}

export const ANONYMOUS_CUSTOMER: CustomerPayload = Object.freeze({
  emailHash: '',
  firstName: '',
  lastName: '',
  isLoggedIn: false,
  isWhitelabelCustomer: false,
  number: null,
  order: Object.freeze({ cartArticlesAmount: 0, isWhitelabelOrder: false }),
  type: 0,
}) as CustomerPayload

export function customerPayload(customer: Customer | null): CustomerPayload {
  if (!customer) return { ...ANONYMOUS_CUSTOMER, order: { ...ANONYMOUS_CUSTOMER.order } }
  return {
    emailHash: emailHash(customer.email),
    firstName: customer.firstName,
    lastName: customer.lastName,
    isLoggedIn: true,
    isWhitelabelCustomer: customer.isWhitelabel,
    number: customerNumber(customer.id),
    order: { cartArticlesAmount: 0, isWhitelabelOrder: false },
    type: customer.type,
  }
}

export class EmailTakenError extends Error {
  constructor() {
    super('email taken')
    this.name = 'EmailTakenError'
  }
}

export interface NewCustomer {
  channel: Channel
  email: string
  passwordHash: string
  firstName: string
  lastName: string
  locale: Locale
  newsletterOptIn: boolean
}

export function createCustomerRepository(db: Db, now: () => number) {
  const insert = db.prepare(`INSERT INTO customers
    (channel, email, email_normalized, password_hash, first_name, last_name, locale, newsletter_opt_in, created_at, updated_at)
    VALUES (@channel, @email, @emailNormalized, @passwordHash, @firstName, @lastName, @locale, @newsletter, @now, @now)`)
  const byId = db.prepare<[number], CustomerRow>('SELECT * FROM customers WHERE id = ?')
  const byEmail = db.prepare<[string, string], CustomerRow>(
    'SELECT * FROM customers WHERE channel = ? AND email_normalized = ?',
  )
  const setPassword = db.prepare(
    'UPDATE customers SET password_hash = ?, updated_at = ? WHERE id = ?',
  )

  return {
    /** Inserts the customer; the unique index decides a race between equal addresses. */
    create(input: NewCustomer): Customer {
      try {
        const result = insert.run({
          channel: input.channel,
          email: input.email.trim(),
          emailNormalized: normaliseEmail(input.email),
          passwordHash: input.passwordHash,
          firstName: input.firstName,
          lastName: input.lastName,
          locale: input.locale,
          newsletter: input.newsletterOptIn ? 1 : 0,
          now: now(),
        })
        return fromRow(byId.get(Number(result.lastInsertRowid))!)
      } catch (error) {
        if ((error as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE')
          throw new EmailTakenError()
        throw error
      }
    },
    findById(id: number): Customer | null {
      const row = byId.get(id)
      return row ? fromRow(row) : null
    },
    findByEmail(channel: Channel, email: string): Customer | null {
      const row = byEmail.get(channel, normaliseEmail(email))
      return row ? fromRow(row) : null
    },
    setPasswordHash(id: number, hash: string): void {
      setPassword.run(hash, now(), id)
    },
  }
}

export type CustomerRepository = ReturnType<typeof createCustomerRepository>
