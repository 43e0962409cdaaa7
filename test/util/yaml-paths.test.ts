import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseDocument, stringify } from 'yaml';
import { quickValue } from '../../src/util/yaml.ts';

// LocatedYaml reads a file with js-yaml when it can and with `yaml` otherwise (src/util/yaml.ts):
// the two must agree on every file the quick path accepts, and it must accept none `yaml` refuses.

/** `yaml`'s verdict: the value, or undefined when it reports an error. */
function byYaml(text: string): { value: unknown } | undefined {
  const doc = parseDocument(text, { uniqueKeys: true, prettyErrors: false });
  if (doc.errors.length > 0) return undefined;
  try {
    return { value: doc.toJS({ maxAliasCount: 100 }) };
  } catch {
    return undefined;
  }
}

function agree(text: string): void {
  const quick = quickValue(text);
  if (!quick.ok) return;
  const slow = byYaml(text);
  expect(slow, `yaml refuses what the quick path read:\n${text}`).toBeDefined();
  expect(quick.value, text).toEqual(slow?.value);
}

// Plain scalars of every shape the core schema resolves (and near misses).
const SCALARS = [
  '1',
  '-1',
  '+1',
  '0o17',
  '017',
  '0x1F',
  '0X1F',
  '1_000',
  '0b101',
  '1e3',
  '1E3',
  '1.',
  '.5',
  '+.5',
  '-.5e-3',
  '.inf',
  '-.Inf',
  '.nan',
  'NaN',
  'true',
  'True',
  'TRUE',
  'tRue',
  'yes',
  'on',
  'null',
  'Null',
  '~',
  'nUll',
  '2025-01-01',
  '2025-01-01T00:00:00Z',
  '1:20',
  '1,000',
  '12345678901234567890',
  '-0',
  '00',
  '1.10',
  '0x',
  '+',
  '.',
  'e1',
  'a b',
  'a#b',
  "'q'",
  '"d"',
  '"\\u00e9\\t"',
];
const fragment = fc.constantFrom(
  'a:',
  'b: 1',
  'null:',
  '~: ',
  '.inf: ',
  '0x1F: ',
  'true: ',
  '1: ',
  '- a: 1',
  '  b: [1, {c: d}]',
  "k: 'it''s'",
  'k: |',
  'k: >-',
  '  text',
  '- ',
  '- x',
  '  ',
  '    ',
  ': ',
  '#',
  ' # c',
  '"',
  "'",
  '|',
  '>',
  '|-',
  '>+',
  '[',
  ']',
  '{',
  '}',
  ',',
  '? ',
  '---',
  '...',
  '&a ',
  '*a',
  '!t ',
  '\\',
  'é',
  '\u00a0',
  ...SCALARS,
);

describe('the quick YAML path', () => {
  it('reads plain scalars as `yaml`’s core schema does', () => {
    for (const s of SCALARS) for (const text of [`k: ${s}\n`, `- ${s}\n`, `[${s}]\n`, `{k: ${s}}\n`]) agree(text);
  });

  it('agrees with `yaml` on documents it writes, block and flow', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 5 }), fc.boolean(), (value, flow) => {
        agree(stringify(value, { collectionStyle: flow ? 'flow' : 'block' }));
      }),
      { numRuns: 400 },
    );
  });

  it('never reads a document `yaml` refuses, nor reads one differently (fragment soup)', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.array(fragment, { maxLength: 6 }).map((parts) => parts.join('')),
          { maxLength: 8 },
        ),
        (lines) => {
          agree(`${lines.join('\n')}\n`);
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('leaves tags, aliases, directives, tabs, keys that are not strings and whatever is not a mapping to `yaml`', () => {
    for (const text of ['k: !!str 1\n', 'a: &x 1\nb: *x\n', '%YAML 1.1\n---\nk: yes\n', 'k:\tv\n', 'k: "a\tb"\n', '1e311: x\n', '- a\n'])
      expect(quickValue(text).ok, text).toBe(false);
    expect(quickValue('version: 1\nalerts:\n  - { name: "Errors!", threshold: 5 }\n').ok).toBe(true);
  });
});
