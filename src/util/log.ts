/** Where code below the front ends says what it is doing (the action passes its redacting runner). */
export interface Log {
  info(message: string): void;
  warning(message: string): void;
  debug(message: string): void;
}
