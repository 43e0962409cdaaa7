import { describe, expect, it } from 'vitest';
import { formulaProblem } from '../../src/dashboards/formula.ts';

// What the server's formula validator accepts and refuses (docs/contract.md §7.4).
describe('tile formulas', () => {
  it('accepts arithmetic over the select items', () => {
    for (const ok of ['A / (A + B) * 100', '-A', 'A - -B', '(A)', '.5 * A', '2. * B', 'A/B']) expect(formulaProblem(ok, 2), ok).toBeUndefined();
  });

  it('refuses what the server refuses, saying why', () => {
    expect(formulaProblem('', 2)).toMatch(/empty/);
    expect(formulaProblem('1 + 2', 2)).toMatch(/at least one series/);
    expect(formulaProblem('A + C', 2)).toMatch(/series C do not exist: this tile has 2 select items \(A–B\)/);
    expect(formulaProblem('AB', 2)).toMatch(/single capital letters/);
    expect(formulaProblem('a + B', 2)).toMatch(/single capital letters/);
    expect(formulaProblem('sum(A)', 2)).toMatch(/functions are not supported/);
    expect(formulaProblem('A +', 2)).toMatch(/ends too early/);
    expect(formulaProblem('(A', 2)).toMatch(/not closed/);
    expect(formulaProblem('A)', 2)).toMatch(/closing parenthesis/);
    expect(formulaProblem('A % B', 2)).toMatch(/unexpected character "%"/);
    expect(formulaProblem('A B', 2)).toMatch(/unexpected "B"/);
    expect(formulaProblem(`${'('.repeat(65)}A${')'.repeat(65)}`, 1)).toMatch(/nested more than 64/);
    expect(formulaProblem(`${'('.repeat(64)}A${')'.repeat(64)}`, 1)).toBeUndefined();
  });
});
