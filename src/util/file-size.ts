// How large a file the action reads: alert, dashboard, checks and body files alike.

/**
 * The largest file read (bytes): far above any real alert, dashboard or checks file (a 10 MB
 * alert file holds some 100,000 alerts), and low enough that reading it stays within the default
 * heap. Documented in the README.
 */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;

/** Why `text` is too large to read (over MAX_FILE_BYTES), or undefined. */
export function fileSizeProblem(text: string): string | undefined {
  const bytes = Buffer.byteLength(text);
  if (bytes <= MAX_FILE_BYTES) return undefined;
  return `the file is ${megabytes(bytes)}; files over ${megabytes(MAX_FILE_BYTES)} are refused (split it into several files)`;
}

/** `10 MB` for the limit, `10.04 MB` for a file just over it (never the same number as the limit). */
function megabytes(bytes: number): string {
  return `${Math.ceil((bytes / 1024 / 1024) * 100) / 100} MB`;
}
