/**
 * The value a check above has already guaranteed (a validated field, a mandatory regex group, an index
 * inside the bounds just tested). Its absence is an emulator bug, not a client error: it throws, naming `what`.
 */
export function must<T>(value: T, what: string): NonNullable<T> {
  if (value === undefined || value === null) throw new Error(`emulator invariant broken: ${what} is missing`);
  return value;
}
