import { defineArea } from './define';

/** Messages of the vio pages, keyed 'vio.*'. */
export const vioMessages = defineArea({
  en: {},
  si: {},
  ta: {},
});
