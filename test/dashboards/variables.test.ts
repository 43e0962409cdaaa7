import { describe, expect, it } from 'vitest';
import { derivedVariableName, parseDashboardFile } from '../../src/dashboards/file.ts';

// Filter variables: without `variableName` the server derives one from the filter's name, and
// derived names must be unique too (docs/contract.md §7.5).
const file = (filters: string) => `version: 1
dashboards:
  - name: D
    filters:
${filters}
    tiles: []
`;
const problems = (text: string) =>
  parseDashboardFile('d.yml', text, { defaultScope: 's', edition: 'self-hosted' }).yaml.problems.map((p) => [p.line, p.message]);

describe('dashboard filter variables', () => {
  it('derives the name the way the server does', () => {
    expect(derivedVariableName(' Service name ')).toBe('Service_name');
    expect(derivedVariableName('5xx rate!')).toBe('v5xx_rate');
    expect(derivedVariableName('_x')).toBe('v_x');
    expect(derivedVariableName('%%')).toBe('');
  });

  it('a derived name that collides with another variable is refused at the filter name', () => {
    const text = file(`      - { name: Service, expression: ServiceName, source: Logs, isVariableEnabled: true, variableName: Service }
      - { name: " Service ", expression: ServiceName, source: Traces, isVariableEnabled: true }`);
    expect(problems(text)).toEqual([[6, 'duplicate variable name "Service" (derived from the filter name) (docs/contract.md §7.5)']]);
  });

  it('a filter name with nothing to derive from needs `variableName`', () => {
    expect(problems(file('      - { name: "%%", expression: ServiceName, source: Logs, isVariableEnabled: true }'))).toEqual([
      [5, 'filter "%%" needs `variableName`: nothing in its name can become one (docs/contract.md §7.5)'],
    ]);
    expect(problems(file('      - { name: "%%", expression: ServiceName, source: Logs, isVariableEnabled: true, variableName: pct }'))).toEqual([]);
  });
});
