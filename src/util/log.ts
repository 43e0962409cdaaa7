/**
 * Where the engine says what it does. The action implements it with `@actions/core` (log
 * groups, debug lines shown with step debug on); a command-line front end writes to stderr.
 * Nothing below the front ends speaks to a runtime directly.
 */
export interface Log {
  debug(message: string): void;
  info(message: string): void;
  warning(message: string): void;
  group<T>(name: string, fn: () => Promise<T>): Promise<T>;
}
