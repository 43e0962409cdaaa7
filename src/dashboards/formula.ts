// A tile formula as the server reads it (docs/contract.md §7.4): arithmetic (`+ - * /`, unary
// minus, parentheses, numbers) over the select items as single capital letters (`A` = select[0]),
// at least one of them, each naming an item that exists, nested at most 64 deep. The server
// refuses anything else with 400; checked here so the error is at the file's line, before any request.

const MAX_DEPTH = 64;

interface Token {
  kind: 'num' | 'ref' | 'op' | '(' | ')';
  text: string;
}

function tokens(expression: string): Token[] | string {
  const out: Token[] = [];
  let i = 0;
  while (i < expression.length) {
    const rest = expression.slice(i);
    const m = /^\s+/.exec(rest) ?? /^(?:\d+(?:\.\d*)?|\.\d+)/.exec(rest) ?? /^[A-Za-z]+/.exec(rest) ?? /^[-+*/()]/.exec(rest);
    if (!m) return `unexpected character "${rest[0]}"`;
    const text = m[0];
    i += text.length;
    if (/^\s/.test(text)) continue;
    if (/^[\d.]/.test(text)) out.push({ kind: 'num', text });
    else if (/^[A-Z]$/.test(text)) out.push({ kind: 'ref', text });
    else if (/^[A-Za-z]/.test(text)) return `unexpected "${text}": series are single capital letters (A, B, …); functions are not supported`;
    else out.push({ kind: text === '(' || text === ')' ? text : 'op', text });
  }
  return out;
}

/** Why the server refuses `expression` over `items` select items, or undefined. */
export function formulaProblem(expression: string, items: number): string | undefined {
  if (expression.trim() === '') return 'the formula is empty';
  const list = tokens(expression);
  if (typeof list === 'string') return list;
  let pos = 0;
  let depth = 0;
  const refs = new Set<string>();
  const fail = (why: string): never => {
    throw new Error(why);
  };
  const primary = (): void => {
    const t = list[pos++];
    if (!t) fail('the formula ends too early');
    else if (t.kind === 'ref') refs.add(t.text);
    else if (t.kind === '(') {
      if (++depth > MAX_DEPTH) fail(`the formula is nested more than ${MAX_DEPTH} levels deep`);
      sum();
      depth--;
      if (list[pos++]?.kind !== ')') fail('a parenthesis is not closed');
    } else if (t.kind !== 'num') fail(`unexpected "${t.text}"`);
  };
  const factor = (): void => {
    if (list[pos]?.text === '-') {
      pos++;
      if (++depth > MAX_DEPTH) fail(`the formula is nested more than ${MAX_DEPTH} levels deep`);
      factor();
      depth--;
    } else primary();
  };
  const product = (): void => {
    factor();
    while (list[pos]?.text === '*' || list[pos]?.text === '/') {
      pos++;
      factor();
    }
  };
  const sum = (): void => {
    product();
    while (list[pos]?.text === '+' || list[pos]?.text === '-') {
      pos++;
      product();
    }
  };
  try {
    sum();
    if (pos < list.length) fail(list[pos]?.kind === ')' ? 'a closing parenthesis has no opening one' : `unexpected "${list[pos]?.text}"`);
  } catch (e) {
    return (e as Error).message;
  }
  if (refs.size === 0) return 'the formula must use at least one series (A, B, …)';
  const last = String.fromCharCode(64 + items);
  const unknown = [...refs].filter((r) => r.charCodeAt(0) - 65 >= items).sort();
  if (unknown.length > 0)
    return `series ${unknown.join(', ')} do not exist: this tile has ${items} select item${items === 1 ? '' : 's'} (A${items > 1 ? `–${last}` : ''})`;
  return undefined;
}
