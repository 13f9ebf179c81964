import { accessoriesModule } from './accessories/routes'
import { basketModule } from './basket/routes'
import { campaignsModule } from './campaigns/routes'
import { cardsModule } from './cards/routes'
import { contentModule } from './content/module'
import { customerModule } from './customer/routes'
import { designGroupsModule } from './design-groups/routes'
import { formatsModule } from './formats/routes'
import { googleTestIssuerModule } from './google/test-issuer'
import { healthModule } from './health/routes'
import { imagesModule } from './images/routes'
import { localizedUrlsModule } from './localized-urls/routes'
import { locationModule } from './location/routes'
import { newsletterModule } from './newsletter/routes'
import { outboxModule } from './outbox/routes'
import { photoFramesModule } from './photo-frames/routes'
import { pricesModule } from './prices/routes'
import { productDataModule } from './product-data/routes'
import { searchModule } from './search/routes'
import { tagManagerModule } from './tag-manager/routes'
import { toolboxModule } from './toolbox/routes'
import { vouchersModule } from './vouchers/routes'
import { whitelabelModule } from './whitelabel/routes'
import { wishlistModule } from './wishlist/routes'
import type { BackendModule } from './app'

/**
 * The backend's features. To add one (e.g. the price catalogue), write
 * `backend/src/prices/routes.ts` exporting a `BackendModule`, add its tables as a new
 * `backend/src/db/migrations/NNN-name.sql`, and list it here.
 */
export const modules: BackendModule[] = [
  healthModule,
  contentModule,
  imagesModule,
  customerModule,
  newsletterModule,
  outboxModule,
  pricesModule,
  cardsModule,
  productDataModule,
  photoFramesModule,
  formatsModule,
  basketModule,
  vouchersModule,
  accessoriesModule,
  wishlistModule,
  whitelabelModule,
  localizedUrlsModule,
  tagManagerModule,
  locationModule,
  googleTestIssuerModule,
  campaignsModule,
  toolboxModule,
  designGroupsModule,
  // reads the catalogue tables the modules above seed
  searchModule,
]
