import { Fragment, type ReactNode } from 'react';

/** Fills `{name}` placeholders of a config string; values are inserted as plain text. */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) => (Object.hasOwn(values, name) ? values[name] : match));
}

/** As `fill`, for placeholders that stand for elements (an island inside a sentence). */
export function fillNodes(template: string, values: Record<string, ReactNode>): ReactNode[] {
  return template.split(/(\{\w+\})/).map((part, index) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    return name !== undefined && Object.hasOwn(values, name) ? <Fragment key={index}>{values[name]}</Fragment> : part;
  });
}
