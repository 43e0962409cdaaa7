// Tile formula expressions (docs/contract.md §7.4: "expressions are parsed/validated server-side"): letter
import { must } from '../../core/must.ts';
// references to the select items (A = select[0], …), numbers, + - * /, unary minus and
// parentheses — nothing else. The problems are worded as the server words them.

const MAX_LENGTH = 1024;
const MAX_DEPTH = 64;

type Token =
  | { kind: 'number'; text: string; at: number }
  | { kind: 'ref'; ref: string; at: number }
  | { kind: 'op'; op: string; at: number }
  | { kind: '(' | ')'; at: number };

class FormulaError extends Error {}

function tokenize(expression: string): Token[] {
  const tokens: Token[] = [];
  const letters = /[A-Za-z]+/y;
  const numeral = /\d+(?:\.\d*)?|\.\d+/y;
  let i = 0;
  while (i < expression.length) {
    const ch = expression.charAt(i);
    if (/\s/.test(ch)) {
      i += 1;
    } else if ('+-*/'.includes(ch)) {
      tokens.push({ kind: 'op', op: ch, at: i++ });
    } else if (ch === '(' || ch === ')') {
      tokens.push({ kind: ch, at: i++ });
    } else if (/\d/.test(ch) || (ch === '.' && /\d/.test(expression[i + 1] ?? ''))) {
      numeral.lastIndex = i;
      const text = must(numeral.exec(expression), 'a numeral where a digit starts')[0];
      if (!Number.isFinite(Number(text))) throw new FormulaError(`Invalid number "${text}"`);
      tokens.push({ kind: 'number', text, at: i });
      i += text.length;
    } else if (/[A-Za-z]/.test(ch)) {
      letters.lastIndex = i;
      const text = must(letters.exec(expression), 'letters where a letter starts')[0];
      if (/[a-z]/.test(ch)) throw new FormulaError(`Unexpected "${text}" — series references are uppercase letters (A, B, C, ...)`);
      if (text.length > 1) {
        throw new FormulaError(`Unexpected "${text}" — series references are single letters (A, B, C, ...) and functions are not supported`);
      }
      tokens.push({ kind: 'ref', ref: text, at: i++ });
    } else {
      throw new FormulaError(`Unexpected character "${ch}"`);
    }
  }
  return tokens;
}

function describe(t: Token): string {
  switch (t.kind) {
    case 'number':
      return `number "${t.text}"`;
    case 'ref':
      return `series reference "${t.ref}"`;
    case 'op':
      return `operator "${t.op}"`;
    case '(':
      return 'opening parenthesis';
    case ')':
      return 'closing parenthesis';
  }
}

/** The letters an expression references, in order of appearance; throws FormulaError on bad syntax. */
function parse(tokens: Token[]): string[] {
  const refs: string[] = [];
  let pos = 0;
  let depth = 0;
  const nested = <T>(f: () => T): T => {
    if (++depth > MAX_DEPTH) throw new FormulaError(`Expression is nested too deeply (max ${MAX_DEPTH} levels)`);
    const out = f();
    depth -= 1;
    return out;
  };
  const isOp = (ops: string) => {
    const t = tokens[pos];
    return t?.kind === 'op' && ops.includes(t.op);
  };
  const expression = (): void => {
    term();
    while (isOp('+-')) {
      pos += 1;
      term();
    }
  };
  const term = (): void => {
    factor();
    while (isOp('*/')) {
      pos += 1;
      factor();
    }
  };
  const factor = (): void => {
    if (isOp('-')) {
      pos += 1;
      nested(factor);
    } else primary();
  };
  const primary = (): void => {
    const t = tokens[pos++];
    if (t === undefined) throw new FormulaError('Unexpected end of expression');
    if (t.kind === 'ref') refs.push(t.ref);
    else if (t.kind === '(') {
      nested(expression);
      if (tokens[pos++]?.kind !== ')') throw new FormulaError('Missing closing parenthesis');
    } else if (t.kind !== 'number') throw new FormulaError(`Unexpected ${describe(t)}`);
  };
  expression();
  const trailing = tokens[pos];
  if (trailing) throw new FormulaError(trailing.kind === ')' ? 'Unmatched closing parenthesis' : `Unexpected ${describe(trailing)}`);
  return refs;
}

/** What is wrong with `expression` over a chart of `seriesCount` select items ([] = nothing). */
export function formulaProblems(expression: string, seriesCount: number): string[] {
  if (expression.trim() === '') return ['Expression is empty'];
  if (expression.length > MAX_LENGTH) return [`Expression is too long (${expression.length} characters, max ${MAX_LENGTH})`];
  let refs: string[];
  try {
    refs = parse(tokenize(expression));
  } catch (e) {
    if (e instanceof FormulaError) return [e.message];
    throw e;
  }
  const last = String.fromCharCode(64 + seriesCount);
  const problems = [...new Set(refs)]
    .filter((ref) => ref.charCodeAt(0) - 65 >= seriesCount)
    .map((ref) =>
      seriesCount > 0 ? `Unknown series "${ref}" — this chart only has series A through ${last}` : `Unknown series "${ref}" — this chart has no series`,
    );
  if (refs.length === 0) problems.push('Expression must reference at least one series (A, B, C, ...)');
  return problems;
}
