import { createHmac, timingSafeEqual } from 'node:crypto'
import { json } from '@remix-run/node'
import { z } from 'zod'
import { keysOfPublish } from '~/domain/surrogate-keys'
import { checkPublishedVersion } from './content.server'
import { env } from './env.server'
import { logEvent } from './logger.server'
import { readBody } from './request-body.server'

/** Where the content system sends its publish webhook (`routes/api.storyblok-webhook.ts`). */
export const publishWebhookPath = '/api/storyblok-webhook'

/** The header Storyblok signs its webhooks in: hex HMAC-SHA1 of the raw body. */
export const webhookSignatureHeader = 'webhook-signature'
const maxBodyBytes = 64 * 1024

/** What a Storyblok story webhook says: the story that changed, whose pages the CDN purges. */
const WebhookBodySchema = z.looseObject({
  action: z.string().optional(),
  story_id: z.union([z.number(), z.string()]).optional(),
  full_slug: z.string().optional(),
  space_id: z.union([z.number(), z.string()]).optional(),
})

/** Whether `signature` is the hex HMAC-SHA1 of the raw body with the shared secret. */
export function isValidWebhookSignature(
  rawBody: string,
  signature: string | null,
  secret: string,
): boolean {
  if (!signature || !/^[0-9a-f]{40}$/i.test(signature.trim())) return false
  const expected = Buffer.from(
    createHmac('sha1', secret).update(rawBody, 'utf8').digest('hex'),
    'utf8',
  )
  const given = Buffer.from(signature.trim().toLowerCase(), 'utf8')
  return expected.length === given.length && timingSafeEqual(expected, given)
}

/**
 * The publish webhook: a signed POST from the content system. Unsigned or
 * wrongly signed calls get 401 and change nothing; a verified one checks the content cache
 * version, so a published change is served at once, without a restart.
 */
export async function handlePublishWebhook(request: Request): Promise<Response> {
  const noStore = { 'cache-control': 'no-store' }
  if (request.method !== 'POST') {
    return json(
      { error: 'Method not allowed' },
      { status: 405, headers: { ...noStore, allow: 'POST' } },
    )
  }
  const declared = Number(request.headers.get('content-length'))
  if (Number.isFinite(declared) && declared > maxBodyBytes) {
    return json({ error: 'Payload too large' }, { status: 413, headers: noStore })
  }
  const rawBody = new TextDecoder().decode(await readBody(request, maxBodyBytes))
  if (rawBody.length > maxBodyBytes)
    return json({ error: 'Payload too large' }, { status: 413, headers: noStore })
  if (
    !isValidWebhookSignature(
      rawBody,
      request.headers.get(webhookSignatureHeader),
      env().STORYBLOK_WEBHOOK_SECRET,
    )
  ) {
    logEvent('warn', 'content-webhook-refused', {
      signed: request.headers.has(webhookSignatureHeader),
    })
    return json({ error: 'Invalid signature' }, { status: 401, headers: noStore })
  }
  let body: z.infer<typeof WebhookBodySchema> = {}
  try {
    body = WebhookBodySchema.parse(JSON.parse(rawBody))
  } catch {
    // A signed body that is not the expected JSON still means "something changed".
  }
  try {
    const keys = keysOfPublish({
      action: body.action,
      storyId: body.story_id,
      fullSlug: body.full_slug,
    })
    // A replayed or repeated webhook finds the version unchanged and drops nothing.
    const { cv, changed } = await checkPublishedVersion(keys)
    logEvent('info', 'content-webhook-accepted', {
      action: body.action,
      storyId: body.story_id,
      slug: body.full_slug,
      cv,
      changed,
      keys: keys.join(' '),
    })
    return json({ ok: true, cv, changed }, { headers: noStore })
  } catch (error) {
    logEvent('error', 'content-webhook-refresh-failed', { err: String(error) })
    return json({ error: 'Content API unavailable' }, { status: 502, headers: noStore })
  }
}
