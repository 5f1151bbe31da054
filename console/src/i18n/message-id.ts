import type { MessageId as CoreMessageId } from './en';
import type { AreaMessageId } from './areas';

/** Every message's id: the core catalogue's and the areas'. Its own module, so the catalogues need not import ./index. */
export type MessageId = CoreMessageId | AreaMessageId;
/** Every message of one language (the type makes each catalogue complete). */
export type Catalogue = Record<MessageId, string>;
