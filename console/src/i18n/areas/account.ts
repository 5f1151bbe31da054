import { defineArea } from './define';

/** Messages of the account pages, keyed 'account.*'. */
export const accountMessages = defineArea({
  en: {},
  si: {},
  ta: {},
});
