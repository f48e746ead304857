// Providers for heldout31: one entry per credential kind, with the variable name a project
// would give it, a generator for a live-looking value, the API it talks to and the
// non-secret settings that usually sit next to it.

import { storefrontProviders } from './providers-storefront.mjs';
import { paymentProvidersA } from './providers-payments-a.mjs';
import { paymentProvidersB } from './providers-payments-b.mjs';
import { logisticsProviders } from './providers-logistics.mjs';
import { storeServiceProviders } from './providers-services.mjs';
import { generalProviders } from './providers-general.mjs';

/** @param {ReturnType<typeof import('./helpers.mjs').helpers>} h */
export function providerList(h) {
  return [
    ...storefrontProviders(h),
    ...paymentProvidersA(h),
    ...paymentProvidersB(h),
    ...logisticsProviders(h),
    ...storeServiceProviders(h),
    ...generalProviders(h),
  ];
}
