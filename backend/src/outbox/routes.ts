import { html, json } from '../http/reply'
import type { BackendModule } from '../app'

/**
 * The outbox, for tests and people: `GET /outbox` (newest first, `?to=&kind=&limit=`),
 * `GET /outbox/latest?to=&kind=`, `GET /outbox/{id}` and `GET /outbox/{id}/html`.
 * The backend listens on loopback only; these answers contain live tokens.
 */
export const outboxModule: BackendModule = {
  name: 'outbox',
  register(router, app) {
    router.get('/outbox', (ctx) => {
      const messages = app.outbox.list({
        to: ctx.query.get('to') ?? undefined,
        kind: ctx.query.get('kind') ?? undefined,
        limit: Number(ctx.query.get('limit')) || undefined,
      })
      return json(200, { messages })
    })
    router.get('/outbox/latest', (ctx) => {
      const [message] = app.outbox.list({
        to: ctx.query.get('to') ?? undefined,
        kind: ctx.query.get('kind') ?? undefined,
        limit: 1,
      })
      return message
        ? json(200, message)
        : json(404, { error: 'No message in the outbox matches.' })
    })
    router.get('/outbox/:id', (ctx) => {
      const message = /^\d+$/.test(ctx.params.id!) ? app.outbox.get(Number(ctx.params.id)) : null
      return message ? json(200, message) : json(404, { error: 'No such message.' })
    })
    router.get('/outbox/:id/html', (ctx) => {
      const markup = /^\d+$/.test(ctx.params.id!) ? app.outbox.html(Number(ctx.params.id)) : null
      return markup ? html(200, markup) : json(404, { error: 'No such message.' })
    })
  },
}
