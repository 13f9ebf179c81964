import { env } from '~/services/env.server'
import type { LoaderFunctionArgs } from '@remix-run/node'

/** A content asset path: `/f/{space}/{w}x{h}/{hash}/{name}` plus optional image-service options. */
const ASSET_PATH =
  /^f\/\d+\/\d+x\d+\/[0-9a-z]+\/[\w.-]+\.(?:jpe?g|png|webp|gif|svg)(?:\/m\/[\w:(),./-]*)?$/i

/**
 * The reference setup's image host: content images are served from the shop's own origin
 * (proxied to the content backend's image service), so the backend's address never reaches
 * the browser. Production points IMAGE_BASE_URL at the CMS's image CDN instead.
 */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const path = params['*'] ?? ''
  if (!ASSET_PATH.test(path) || path.includes('..'))
    return new Response('Not found', { status: 404 })
  try {
    const upstream = await fetch(new URL(`/${path}`, env().CMS_ASSET_ORIGIN), {
      headers: { accept: request.headers.get('accept') ?? 'image/*' },
      signal: AbortSignal.timeout(10_000),
    })
    if (!upstream.ok || !upstream.body)
      return new Response('Not found', { status: upstream.status === 404 ? 404 : 502 })
    return new Response(upstream.body, {
      headers: {
        'content-type': upstream.headers.get('content-type') ?? 'application/octet-stream',
        'cache-control': 'public, max-age=31536000, immutable',
        vary: 'Accept',
      },
    })
  } catch {
    return new Response('Image unavailable', {
      status: 502,
      headers: { 'cache-control': 'no-store' },
    })
  }
}
