import { defineArea } from './define';

/** Messages of the reference pages, keyed 'reference.*'. */
export const referenceMessages = defineArea({
  en: {},
  si: {},
  ta: {},
});
