import { Counter, type Registry } from 'prom-client';
import type { EventStore } from '@nvp/events';

export const APPENDED_EVENTS = 'nvp_events_appended_total';

/**
 * The store the write side appends through, counting each event it appended by type (the catalogue bounds the
 * label): the append rate. Counted after the append succeeded; a refused append (a conflict) counts nothing.
 */
export const countAppends = (store: EventStore, registry: Registry): EventStore => {
  const appended =
    (registry.getSingleMetric(APPENDED_EVENTS) as Counter<'type'> | undefined) ??
    new Counter({ name: APPENDED_EVENTS, help: 'Events the write side appended to the log, by type', labelNames: ['type'], registers: [registry] });
  // The store's own methods stay on the prototype: a class or a plain object alike.
  const counted: EventStore = Object.create(store);
  counted.append = async (streamId, events, options) => {
    const result = await store.append(streamId, events, options);
    for (const event of events) appended.inc({ type: event.type });
    return result;
  };
  return counted;
};
