/** Bad input (an input, a file, an id) found before any request was sent. */
export class InputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InputError';
  }
}
