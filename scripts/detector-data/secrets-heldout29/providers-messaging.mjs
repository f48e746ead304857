// Email, SMS/voice, push, chat and marketing providers (the theme of heldout29).
// Each provider: name, env name of its secret, a value generator, and optional companions
// (non-secret fields that sit beside it), a second secret, an auth style and an API host.

import { mailProviders } from './providers-mail.mjs';
import { smsProviders } from './providers-sms.mjs';
import { chatProviders } from './providers-chat.mjs';
import { pushProviders } from './providers-push.mjs';

export { DOMAINS } from './provider-kit.mjs';

export const messagingProviders = [
  ...mailProviders,
  ...smsProviders,
  ...chatProviders,
  ...pushProviders,
];
