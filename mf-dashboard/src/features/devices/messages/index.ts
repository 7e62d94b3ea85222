import type { MessageCatalog } from '@flourishly/platform';
import en from './en.json';

/** Connected Devices' messages (with its connect dialog): English with the block, others as a chunk. */
export const devicesMessages: MessageCatalog = {
  en,
  load: { hi: () => import(/* webpackChunkName: "dashboard-devices-messages-hi" */ './hi.json') },
};
