import { json } from '../http/reply'
import type { BackendModule } from '../app'

export const healthModule: BackendModule = {
  name: 'health',
  register(router, app) {
    router.get('/healthz', () => json(200, { status: 'ok' }, { 'cache-control': 'no-store' }))
    router.get('/readyz', () => {
      app.db.prepare('SELECT 1').get()
      return json(
        200,
        { status: 'ok', cv: app.content.snapshot().cv },
        { 'cache-control': 'no-store' },
      )
    })
  },
}
