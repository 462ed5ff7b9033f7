/**
 * Fills `{name}` placeholders of a config string; values are inserted as plain text, and an
 * unknown placeholder is left as written, so a typo shows rather than vanishes. In the contract
 * because the site's labels and the function's (the licence's mails and PDF) are filled alike; a
 * module of its own, so a script island that writes a label fetches nothing else with it.
 */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) => (Object.hasOwn(values, name) ? values[name]! : match));
}
