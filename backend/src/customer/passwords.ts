import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto'

/** scrypt cost parameters. */
export interface PasswordHashing {
  /** CPU/memory cost, a power of two. 2^15 with r = 8 uses 32 MiB per hash. */
  N: number
  r: number
  p: number
  keyLength: number
  saltLength: number
}

export const DEFAULT_PASSWORD_HASHING: PasswordHashing = {
  N: 2 ** 15,
  r: 8,
  p: 3,
  keyLength: 32,
  saltLength: 16,
}

export const PASSWORD_MIN_LENGTH = 8
export const PASSWORD_MAX_LENGTH = 128

function derive(
  password: string,
  salt: Buffer,
  params: Pick<PasswordHashing, 'N' | 'r' | 'p' | 'keyLength'>,
): Promise<Buffer> {
  const options: ScryptOptions = {
    N: params.N,
    r: params.r,
    p: params.p,
    maxmem: 256 * params.N * params.r + 1024 * 1024,
  }
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, params.keyLength, options, (error, key) =>
      error ? reject(error) : resolve(key),
    )
  })
}

/** `scrypt$N$r$p$salt$key`, salt and key base64url. */
export async function hashPassword(
  password: string,
  params: PasswordHashing = DEFAULT_PASSWORD_HASHING,
): Promise<string> {
  const salt = randomBytes(params.saltLength)
  const key = await derive(password, salt, params)
  return [
    'scrypt',
    params.N,
    params.r,
    params.p,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$')
}

interface ParsedHash {
  N: number
  r: number
  p: number
  salt: Buffer
  key: Buffer
}

function parseHash(stored: string): ParsedHash | null {
  const parts = stored.split('$')
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number]
  if (![N, r, p].every((n) => Number.isInteger(n) && n > 0)) return null
  return {
    N,
    r,
    p,
    salt: Buffer.from(parts[4]!, 'base64url'),
    key: Buffer.from(parts[5]!, 'base64url'),
  }
}

/** Checks a password against a stored hash in constant time. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored)
  if (!parsed || parsed.key.length === 0) return false
  const key = await derive(password, parsed.salt, {
    N: parsed.N,
    r: parsed.r,
    p: parsed.p,
    keyLength: parsed.key.length,
  })
  return timingSafeEqual(key, parsed.key)
}

/** Whether a stored hash was made with other parameters than the current ones. */
export function needsRehash(stored: string, params: PasswordHashing): boolean {
  const parsed = parseHash(stored)
  return (
    !parsed ||
    parsed.N !== params.N ||
    parsed.r !== params.r ||
    parsed.p !== params.p ||
    parsed.key.length !== params.keyLength
  )
}

const dummyHashes = new Map<string, Promise<string>>()

/**
 * A hash to verify against when the account does not exist, so a login for an unknown
 * address costs as much time as one for a known address.
 */
export function dummyHash(params: PasswordHashing): Promise<string> {
  const key = `${params.N}/${params.r}/${params.p}/${params.keyLength}`
  let hash = dummyHashes.get(key)
  if (!hash) {
    hash = hashPassword(randomBytes(18).toString('base64url'), params)
    dummyHashes.set(key, hash)
  }
  return hash
}
