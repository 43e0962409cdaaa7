// Placeholders `${{ values.NAME }}` in the parsed files (src/util/values.ts): types kept when a
// string is one placeholder, text otherwise, every problem at its line, no structure ever injected.
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseAlertFile } from '../../src/alerts/file.ts';
import { parseDashboardFile } from '../../src/dashboards/file.ts';
import { actionNamer, type InputNamer } from '../../src/util/input-error.ts';
import { FileProblemsError } from '../../src/util/problems.ts';
import { escapePlaceholders, readValues, Values, valuesOf } from '../../src/util/values.ts';
import { LocatedYaml } from '../../src/util/yaml.ts';

const cliNamer: InputNamer = (input) => `\`--${input}\``;

function valuesFrom(text: string, file = 'staging.yml'): Values {
  const yaml = LocatedYaml.parse(file, text);
  const entries = valuesOf(yaml);
  expect(yaml.problems).toEqual([]);
  return new Values(actionNamer, yaml, entries);
}

const ALERTS = `version: 1
alerts:
  - name: Checkout errors
    source: tile
    dashboard: Checkout
    tile: Error count
    threshold: \${{ values.errorThreshold }}
    thresholdType: above
    interval: 5m
    channel: { webhook: "\${{values.hook}}" }
    message: "Errors above \${{ values.errorThreshold }} in \${{ values.env }}"
`;

const parse = (text: string, values?: Values) => parseAlertFile('alerts.yml', text, { defaultScope: 's', values });
const where = (y: { problems: Array<{ line: number; column: number; message: string; severity: string }> }) =>
  y.problems.map((p) => `${p.line}:${p.column} ${p.severity} ${p.message}`);

describe('substitution', () => {
  it('a string that is one placeholder takes the value with its type; inside text, the value as text', () => {
    const values = valuesFrom('errorThreshold: 50\nhook: oncall\nenv: staging\n');
    const f = parse(ALERTS, values);
    expect(where(f.yaml)).toEqual([]);
    expect(f.alerts[0]).toMatchObject({ threshold: 50, channels: [{ webhook: 'oncall' }], message: 'Errors above 50 in staging' });
    expect(values.finish().flatMap((x) => x.yaml.problems)).toEqual([]);
  });

  it('booleans and strings keep their type; a number interpolated reads as written in the values', () => {
    const values = valuesFrom('on: true\nratio: 0.5\nname: "007"\n');
    const y = LocatedYaml.parse('d.yml', 'a: ${{ values.on }}\nb: "${{ values.ratio }}x"\nc: ${{ values.name }}\nd: [x, "${{ values.on }}"]\n');
    values.substitute(y);
    expect(y.value).toEqual({ a: true, b: '0.5x', c: '007', d: ['x', true] });
  });

  it('a value holding YAML stays a string: nothing is parsed after substitution', () => {
    const values = valuesFrom('a: "1\\nfoo: bar"\nb: "{a: 1}"\nc: "[1, 2]"\nd: "${{ values.a }}"\n');
    const y = LocatedYaml.parse('d.yml', 'x: ${{ values.a }}\ny: ${{ values.b }}\nz: ${{ values.c }}\nw: ${{ values.d }}\n');
    values.substitute(y);
    // `d` holds a placeholder's text: substitution is one pass, it is not expanded again.
    expect(y.value).toEqual({ x: '1\nfoo: bar', y: '{a: 1}', z: '[1, 2]', w: '${{ values.a }}' });
  });

  it('a schema problem with a substituted value is located at the placeholder', () => {
    const values = valuesFrom(`errorThreshold: lots\nhook: oncall\nenv: ${'x'.repeat(4000)}\n`);
    const f = parse(ALERTS, values);
    expect(where(f.yaml)).toEqual([
      expect.stringMatching(/^7:\d+ error .*must be a number/),
      expect.stringMatching(/^11:\d+ error `message` is 4021 characters; at most 4000/),
    ]);
  });

  it('a missing value: an error at its line; the schema does not echo it as a wrong type', () => {
    const values = valuesFrom('errorThresold: 50\nhook: oncall\n');
    const f = parse(ALERTS, values);
    expect(where(f.yaml)).toEqual([
      '7:16 error `${{ values.errorThreshold }}` has no value: `staging.yml` has no `errorThreshold`; did you mean `errorThresold`?',
      '11:14 error `${{ values.errorThreshold }}` has no value: `staging.yml` has no `errorThreshold`; did you mean `errorThresold`?',
      '11:14 error `${{ values.env }}` has no value: `staging.yml` has no `env`',
    ]);
    expect(f.alerts).toEqual([]);
    // And the value no placeholder used: a warning at its line in the values file, the values file's own.
    expect(values.finish()[0]!.yaml.problems.at(-1)).toEqual({
      file: 'staging.yml',
      line: 1,
      column: 1,
      severity: 'warning',
      message:
        "value `errorThresold` is used by no placeholder (`${{ values.errorThresold }}`) of this run's files; check the placeholder's spelling if one should use it",
    });
  });

  it('unused values are warnings, the first 100 at their lines and then a count, in one pass (issue 30, finding 10)', () => {
    const names = Array.from({ length: 250 }, (_, i) => `v${i}`);
    const values = valuesFrom(`${names.map((n, i) => `${n}: ${i}`).join('\n')}\n`);
    const y = LocatedYaml.parse('d.yml', 'a: ${{ values.v7 }}\n');
    values.substitute(y);
    const warnings = values.finish()[0]!.yaml.problems;
    expect(y.problems).toEqual([]);
    expect(warnings.every((p) => p.severity === 'warning')).toBe(true);
    expect(warnings).toHaveLength(101);
    expect(warnings[0]).toMatchObject({ line: 1, message: expect.stringContaining('`v0`') as string });
    // v7 is used: the 100 listed are v0…v100 without it, each at its own line.
    expect(warnings[99]).toMatchObject({ line: 101, message: expect.stringContaining('`v100`') as string });
    expect(warnings[100]?.message).toBe("149 more values are used by no placeholder of this run's files (the first 100 are listed)");
    expect(y.hasErrors).toBe(false);
  });

  it('`$${{` is a literal `${{` (the escape), with a values file or without; escapePlaceholders round-trips any text (issue 30, finding 9)', () => {
    const values = valuesFrom('x: 1\n');
    const y = LocatedYaml.parse('d.yml', 'a: $${{ values.x }}\nb: "p $${{ values.x }} q ${{ values.x }}"\nc: $${{ values.a.b\nd: $$${{ values.x }}\n');
    expect(values.substitute(y)).toBe(false);
    expect(where(y)).toEqual([]);
    expect(y.value).toEqual({ a: '${{ values.x }}', b: 'p ${{ values.x }} q 1', c: '${{ values.a.b', d: '$${{ values.x }}' });
    const none = LocatedYaml.parse('d.yml', 'a: CPU $${{ values.x }}\n');
    expect(new Values(actionNamer).substitute(none)).toBe(false);
    expect(none.value).toEqual({ a: 'CPU ${{ values.x }}' });
    for (const text of ['${{ values.x }}', '$${{', '$$${{ values.y }}', 'a ${{ github.sha }} $', '${{${{', 'no placeholder']) {
      const file = LocatedYaml.parse('e.yml', `v: ${JSON.stringify(escapePlaceholders(text))}\n`);
      values.substitute(file);
      expect(file.value, text).toEqual({ v: text });
    }
  });

  it('a file of the run that cannot be read: no value is called unused (its placeholders are unknown)', () => {
    const values = valuesFrom('a: 1\nb: 2\n');
    parse('version: 1\nalerts: [\n', values);
    const y = LocatedYaml.parse('d.yml', 'x: ${{ values.a }}\n');
    values.substitute(y);
    expect(values.finish()[0]?.yaml.problems).toEqual([]);
  });

  it('placeholders without a values file: errors at their lines naming the input, as this front end names it', () => {
    const y = LocatedYaml.parse('d.yml', 'a: 1\nb: ${{ values.x }}\n');
    expect(new Values(cliNamer).substitute(y)).toBe(true);
    expect(where(y)).toEqual(['2:4 error `${{ values.x }}` has no value: no values file is given (set `--values-file`)']);
    const z = LocatedYaml.parse('d.yml', 'b: ${{ values.x }}\n');
    new Values(actionNamer).substitute(z);
    expect(z.problems[0]?.message).toContain('(set `values-file`)');
    expect(new Values(actionNamer).finish()).toEqual([]);
  });

  it('a placeholder in a key, or a malformed one, is an error at its line', () => {
    const values = valuesFrom('x: 1\n');
    const y = LocatedYaml.parse('d.yml', 'top:\n  ${{ values.x }}: 1\n  b: ${{ values.x.y }}\n  c: "${{values.x}"\n  d: ${{ values.x }}\n');
    values.substitute(y);
    expect(where(y)).toEqual([
      '2:3 error a placeholder `${{ values.… }}` cannot stand in a key; only values are substituted',
      expect.stringMatching(/^3:6 error a malformed placeholder in `\$\{\{ values\.x\.y \}\}`/),
      expect.stringMatching(/^4:6 error a malformed placeholder/),
    ]);
  });

  it('an alias: each path substituted and located on its own, the parsed tree untouched', () => {
    const values = valuesFrom('x: 1\n');
    const y = LocatedYaml.parse('d.yml', 'a: &t { v: "${{ values.x }}", w: "${{ values.nope }}" }\nb: *t\n');
    values.substitute(y);
    expect(y.value).toMatchObject({ a: { v: 1 }, b: { v: 1 } });
    // The anchor's placeholder at its line; the alias's copy where the alias stands.
    expect(y.problems.map((p) => p.line)).toEqual([1, 2]);
  });

  it('text with `${{` that is not a values placeholder is left alone', () => {
    const values = valuesFrom('');
    const y = LocatedYaml.parse('d.yml', 'a: "${{ github.sha }} and {{alert.threshold}}"\n');
    expect(values.substitute(y)).toBe(false);
    expect(y.value).toEqual({ a: '${{ github.sha }} and {{alert.threshold}}' });
  });

  it('the values one file receives are held to the size of a file: a large value in many places is refused once', () => {
    const values = valuesFrom(`big: ${'x'.repeat(1024 * 1024)}\n`);
    const y = LocatedYaml.parse('d.yml', `list:\n${'  - ${{ values.big }}\n'.repeat(12)}`);
    expect(values.substitute(y)).toBe(true);
    expect(where(y)).toEqual(['12:5 error the values substituted into this file add more than 10 MB; substitution stops here']);
  });

  it('dashboard files take the same placeholders', () => {
    const values = valuesFrom('source: Logs\nwidth: 6\n');
    const text = `version: 1
dashboards:
  - name: Checkout
    tiles:
      - name: Errors
        x: 0
        y: 0
        w: \${{ values.width }}
        h: 3
        config: { displayType: number, source: "\${{ values.source }}", select: [{ aggFn: count }] }
`;
    const f = parseDashboardFile('d.yml', text, { defaultScope: 's', edition: 'self-hosted', values });
    expect(where(f.yaml)).toEqual([]);
    expect(f.dashboards[0]?.tiles[0]).toMatchObject({ layout: { w: 6 }, config: { source: 'Logs' } });
  });
});

describe('the values file', () => {
  it('is a map of names to scalars; anything else is an error at its line', () => {
    const y = LocatedYaml.parse('v.yml', 'good: 1\n9bad: 2\nlist: [1]\nmap: { a: 1 }\nempty:\nok-too_2: yes\n');
    expect([...valuesOf(y).entries()]).toEqual([
      ['good', 1],
      ['ok-too_2', 'yes'],
    ]);
    expect(where(y)).toEqual([
      '2:1 error `9bad` is not a value name: letters, digits, `_` and `-`, not starting with a digit or `-`',
      '3:7 error `list` must be a string, a number or a boolean (not a list)',
      '4:6 error `map` must be a string, a number or a boolean (not a map)',
      '5:7 error `empty` must be a string, a number or a boolean (not empty)',
    ]);
    const top = LocatedYaml.parse('v.yml', '- a\n');
    valuesOf(top);
    expect(where(top)).toEqual([expect.stringMatching(/^1:1 error a values file is a map/)]);
  });

  it('is read from the workspace only; a broken one stops the run with its problems', async () => {
    const root = await mkdtemp(join(tmpdir(), 'obs-values-'));
    await mkdir(join(root, 'env'));
    await writeFile(join(root, 'env', 'staging.yml'), 'a: 1\n');
    await writeFile(join(root, 'env', 'broken.yml'), 'a: 1\na: 2\n');
    const ok = await readValues({ root }, 'env/staging.yml', actionNamer);
    expect(ok.yaml?.file).toBe('env/staging.yml');
    await expect(readValues({ root }, 'env/broken.yml', actionNamer)).rejects.toThrow(FileProblemsError);
    await expect(readValues({ root }, '../outside.yml', actionNamer)).rejects.toThrow(/outside the workspace/);
    await expect(readValues({ root }, 'env/*.yml', cliNamer)).rejects.toThrow(/Input `values-file` matches 2 files/);
    await expect(readValues({ root }, 'env/none.yml', actionNamer)).rejects.toThrow(/Input `values-file`: no file/);
    expect((await readValues({ root }, '', actionNamer)).yaml).toBeUndefined();
  });
});
