/** Construct ids from the kebab-case names of the contract tables: `contact-api` -> `ContactApi`. */
export function pascal(kebab: string): string {
  return kebab
    .split(/[^a-zA-Z0-9]+/)
    .filter(Boolean)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');
}
