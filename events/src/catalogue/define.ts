import { z } from 'zod';

/**
 * One entry per event type: a zod schema per version and, for every older version, an upcaster that
 * lifts its data one version up. Readers always see the latest version.
 */
export interface EventDefinition<Type extends string, Schema extends z.ZodType> {
  type: Type;
  version: number;
  schema: Schema;
  slice: string;
  description: string;
  older: Record<number, { schema: z.ZodType; upcast: (data: unknown) => unknown }>;
}

export const defineEvent = <Type extends string, Schema extends z.ZodType>(
  slice: string,
  type: Type,
  schema: Schema,
  description: string,
  older: EventDefinition<Type, Schema>['older'] = {},
): EventDefinition<Type, Schema> => ({
  type,
  slice,
  schema,
  description,
  older,
  version: Object.keys(older).length + 1,
});

export type EventOf<D> = D extends EventDefinition<infer T, infer S> ? { type: T; data: z.infer<S> } : never;

export const createCatalogue = <Defs extends readonly EventDefinition<string, z.ZodType>[]>(definitions: Defs) => {
  const byType = new Map<string, EventDefinition<string, z.ZodType>>(definitions.map((d) => [d.type, d]));
  if (byType.size !== definitions.length) throw new Error('Event types must be unique in the catalogue');
  return {
    definitions,
    get: (type: string) => byType.get(type),
    /** Validates data for appending at the current version. */
    validate(type: string, data: unknown) {
      const def = byType.get(type);
      if (!def) throw new Error(`Unknown event type ${type}`);
      return { version: def.version, data: def.schema.parse(data) };
    },
    /** Brings stored data to the current version of its type. */
    upcast(type: string, version: number, data: unknown) {
      const def = byType.get(type);
      if (!def) return data;
      let current = data;
      for (let v = version; v < def.version; v++) {
        const step = def.older[v];
        if (!step) throw new Error(`No upcaster for ${type} v${v}`);
        current = step.upcast(step.schema.parse(current));
      }
      return current;
    },
  };
};
