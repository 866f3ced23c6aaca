/** A light e-mail check (something@something.tld): the server decides the rest. */
export function isEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
}

/** Message id of what is wrong with an e-mail field, or undefined. */
export function emailError(value: string): string | undefined {
  if (!value.trim()) return 'auth.required.email';
  if (!isEmail(value)) return 'auth.invalid.email';
  return undefined;
}
