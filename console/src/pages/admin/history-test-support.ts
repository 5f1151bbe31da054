import { createIntl } from 'react-intl';
import type { Language } from '@nvp/events';
import { catalogues } from '../../i18n/catalogues';
import { localeOf } from '../../i18n/format';
import type { MessageId } from '../../i18n/message-id';
import type { Say } from './history-story';

/** Shared by the story and value tests: a UUID anywhere in a text (none may show), and the catalogue's `t` outside React. */
export const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;
export const say = (language: Language): Say => {
  const intl = createIntl({ locale: localeOf[language], messages: catalogues[language], onError: () => undefined });
  return (id: MessageId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
};
