/**
 * Fills `{name}` placeholders of a config string; values are inserted as plain text. Outside
 * src/ui/, whose modules travel with React (the island runtime's chunk): a script island that
 * writes a label fetches no React with it.
 */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) => (Object.hasOwn(values, name) ? values[name] : match));
}
