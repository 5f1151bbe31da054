import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { integrationEvents } from '@nvp/events/integration';
import { renderAsyncApi, renderSchemas, SCHEMAS_DIR, toYaml } from './asyncapi';

describe('published stream contract (regenerate with npx tsx scripts/docs/asyncapi.ts)', () => {
  it('docs/asyncapi.yaml matches the integration events', () => {
    expect(readFileSync('docs/asyncapi.yaml', 'utf8')).toBe(renderAsyncApi());
  });

  it('docs/schemas holds exactly one current JSON Schema per public type', () => {
    const expected = renderSchemas();
    expect(readdirSync(SCHEMAS_DIR).sort()).toEqual(Object.keys(expected).sort());
    for (const [name, text] of Object.entries(expected)) expect(readFileSync(`${SCHEMAS_DIR}/${name}`, 'utf8'), name).toBe(text);
  });

  it('is AsyncAPI 3 with one message per public type, each with CloudEvents headers and a payload', () => {
    const yaml = renderAsyncApi();
    expect(yaml.startsWith('asyncapi: "3.0.0"\n')).toBe(true);
    for (const { type } of integrationEvents) {
      expect(yaml).toContain(`\n    ${type}:\n      name: "${type}"\n`);
      expect(yaml).toContain(`const: "${type}"`);
    }
    expect(yaml.match(/\n {6}headers:\n/g)).toHaveLength(integrationEvents.length);
    expect(yaml.match(/\n {6}payload:\n/g)).toHaveLength(integrationEvents.length);
  });

  it('writes YAML that quotes every string and nests by two spaces', () => {
    expect(toYaml({ a: 'x: y', b: [1, { c: true, 'd e': [] }], f: {} })).toBe('a: "x: y"\nb:\n  - 1\n  - c: true\n    "d e": []\nf: {}');
  });
});
