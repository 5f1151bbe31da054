import type { FastifyInstance } from 'fastify';
import { controlProblem, fieldPath, markRefused, translateMessage } from '@nvp/events';
import { badRequest } from './errors';

/**
 * Belt and braces beside the text primitive (issue 23): every string anywhere in a request's path parameters,
 * query and body — values and keys, at any depth — is checked by the primitive's core refusal (NUL and the other
 * controls except tab/LF/CR, DEL, C1, lone surrogates) before any handler runs. A field some schema forgot, or a
 * body a route reads without one, can so never carry a character PostgreSQL refuses into the log.
 */

interface Step {
  value: unknown;
  key?: PropertyKey;
  parent?: Step;
}

const pathOf = (step: Step) => {
  const path: PropertyKey[] = [];
  for (let at: Step | undefined = step; at?.parent; at = at.parent) path.push(typeof at.key === 'string' ? markRefused(at.key) : at.key!);
  return path.reverse();
};

/**
 * JSON's containers, and Fastify's query and params objects (whose prototype is itself prototype-less); Buffers,
 * streams and other class instances are not text.
 */
const isContainer = (value: unknown): value is Record<string, unknown> => {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value);
  return proto === null || proto === Object.prototype || Object.getPrototypeOf(proto) === null;
};

/**
 * The first refused string inside `input`, in document order: its message key and dotted path (`referee.email`,
 * `otherLanguages.2`; absent for the input itself). Walked with a stack, not recursion: a body may nest 100,000 deep.
 */
export const findRefusedText = (input: unknown): { message: string; field?: string } | undefined => {
  const stack: Step[] = [{ value: input }];
  while (stack.length > 0) {
    const step = stack.pop()!;
    const { value } = step;
    if (typeof value === 'string') {
      const problem = controlProblem(value);
      if (problem) return { message: problem, field: fieldPath(pathOf(step)) };
    } else if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) stack.push({ value: value[i], key: i, parent: step });
    } else if (isContainer(value)) {
      const keys = Object.keys(value);
      for (const key of keys) {
        const problem = controlProblem(key);
        if (problem) return { message: problem, field: fieldPath(pathOf({ value: undefined, key, parent: step })) };
      }
      for (let i = keys.length - 1; i >= 0; i--) stack.push({ value: value[keys[i]], key: keys[i], parent: step });
    }
  }
  return undefined;
};

/** Query and path values in NFC, like every body field the primitive reads: a search matches however it was typed. */
const normaliseValues = (input: unknown) => {
  if (!isContainer(input)) return;
  for (const [key, value] of Object.entries(input)) {
    if (typeof value === 'string') input[key] = value.normalize('NFC');
    else if (Array.isArray(value)) input[key] = value.map((item) => (typeof item === 'string' ? item.normalize('NFC') : item));
  }
};

/** Registered once per API scope (from `registerErrorHandler`); runs after the access check, before any handler. */
export const registerTextGuard = (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    for (const input of [request.params, request.query, request.body]) {
      const found = findRefusedText(input);
      if (found) throw badRequest(translateMessage(found.message, 'en'), found.field);
    }
    normaliseValues(request.params);
    normaliseValues(request.query);
  });
};
