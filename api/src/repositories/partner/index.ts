/**
 * The partner area's repositories, decorated as `app.repos.partner`. docs/partner.md
 * describes the model and which of these the admin routes call.
 */
import type { Database } from '../../db/client.ts';
import { productImages } from '../products.ts';
import { applicationsRepository } from './applications.ts';
import { approvalsRepository } from './approvals.ts';
import { vendorBrandsRepository } from './brands.ts';
import { fulfilmentRepository } from './fulfilment.ts';
import { notificationsRepository } from './notifications.ts';
import { vendorProductListRepository } from './product-list.ts';
import { vendorProductsRepository } from './products.ts';
import { uploadsRepository } from './uploads.ts';

export function partnerRepository(db: Database) {
  return {
    applications: applicationsRepository(db),
    approvals: approvalsRepository(db),
    brands: vendorBrandsRepository(db),
    fulfilment: fulfilmentRepository(db),
    notifications: notificationsRepository(db),
    products: vendorProductsRepository(db, productImages),
    productList: vendorProductListRepository(db),
    uploads: uploadsRepository(db),
  };
}

export type PartnerRepository = ReturnType<typeof partnerRepository>;
