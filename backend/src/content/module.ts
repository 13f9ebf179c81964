import { registerContentRoutes } from './routes'
import type { BackendModule } from '../app'

export const contentModule: BackendModule = {
  name: 'content',
  register(router, app) {
    registerContentRoutes(router, {
      store: app.content,
      publicToken: app.settings.publicToken,
      previewToken: app.settings.previewToken,
      space: app.settings.space,
    })
  },
}
