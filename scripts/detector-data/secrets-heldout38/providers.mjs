// Providers for the heldout38 set: maps, geospatial, weather, travel and logistics services first,
// then a tail of everyday developer credentials.

import { MAPS_PROVIDERS } from './providers-maps.mjs';
import { WEATHER_PROVIDERS } from './providers-weather.mjs';
import { TRAVEL_PROVIDERS } from './providers-travel.mjs';
import { LOGISTICS_PROVIDERS } from './providers-logistics.mjs';
import { GENERIC_PROVIDERS } from './providers-generic.mjs';

export const PROVIDERS = [
  ...MAPS_PROVIDERS,
  ...WEATHER_PROVIDERS,
  ...TRAVEL_PROVIDERS,
  ...LOGISTICS_PROVIDERS,
  ...GENERIC_PROVIDERS,
];

/** Providers with their own file shapes (PEM blocks, connection strings, dotfiles). */
export const SPECIAL_PROVIDERS = [
  'ssh-private-key',
  'gcp-service-account',
  'azure-storage',
  'postgres',
  'mongodb',
  'redis',
  'rabbitmq',
  'wireguard',
  'apple-weatherkit',
  'cds-copernicus',
  'here-oauth',
  'rails-master-key',
];

export const THEME_DOMAINS = ['maps', 'weather', 'travel', 'logistics', 'telematics'];
