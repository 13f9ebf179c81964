/**
 * Secrets a production shop must set itself. The built-in defaults and documented placeholders
 * are public: with them anyone can sign a publish webhook, name the address the shop API's
 * limits see, read the operator endpoints, or forge Google sign-in's state and nonce cookies.
 */
export const builtInSecrets = {
  STORYBLOK_WEBHOOK_SECRET: 'local-webhook-secret-change-me',
  CLIENT_ADDRESS_SECRET: 'local-client-address-secret-change-me',
  GOOGLE_COOKIE_SECRET: 'local-google-cookie-secret-change-me',
} as const

/** A value someone copied from an example instead of choosing. */
export function isPlaceholderSecret(value: string): boolean {
  return (
    (Object.values(builtInSecrets) as string[]).includes(value) || /change[-_ ]?me/i.test(value)
  )
}

export type SecretsInput = {
  production: boolean
  /** The shop API is the reference backend on this machine (`npm start`, the tests). */
  embedded: boolean
  STORYBLOK_WEBHOOK_SECRET: string
  CLIENT_ADDRESS_SECRET: string
  METRICS_TOKEN: string | undefined
  /** Google sign-in is on (GOOGLE_CLIENT_ID): its cookies are signed with GOOGLE_COOKIE_SECRET. */
  googleSignIn?: boolean
  GOOGLE_COOKIE_SECRET?: string
}

/** Why a production start must be refused; empty when the secrets are the operator's own. */
export function secretProblems(input: SecretsInput): string[] {
  if (!input.production || input.embedded) return []
  const problems: string[] = []
  for (const name of ['STORYBLOK_WEBHOOK_SECRET', 'CLIENT_ADDRESS_SECRET'] as const)
    if (isPlaceholderSecret(input[name]))
      problems.push(
        `${name}: the default or a placeholder; set a random value of 16 characters or more (the same on the ${name === 'CLIENT_ADDRESS_SECRET' ? 'shop API' : 'content system'}).`,
      )
  if (
    input.googleSignIn &&
    (!input.GOOGLE_COOKIE_SECRET || isPlaceholderSecret(input.GOOGLE_COOKIE_SECRET))
  )
    problems.push(
      'GOOGLE_COOKIE_SECRET: the default or a placeholder while Google sign-in is on; set a random value of 16 characters or more (it signs the sign-in state and nonce cookies).',
    )
  if (!input.METRICS_TOKEN || isPlaceholderSecret(input.METRICS_TOKEN))
    problems.push(
      'METRICS_TOKEN: missing or a placeholder; set a random value of 16 characters or more (the scraper sends it as a bearer token).',
    )
  return problems
}
