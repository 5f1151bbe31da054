import { defineArea } from './define';

/** Messages of the volunteer pages, keyed 'volunteer.*'. */
export const volunteerMessages = defineArea({
  en: {},
  si: {},
  ta: {},
});
