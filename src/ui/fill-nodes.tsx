import { Fragment, type ReactNode } from 'react';

/** As `fill` (the contract's fill.ts), for placeholders that stand for elements (an island inside a sentence). */
export function fillNodes(template: string, values: Record<string, ReactNode>): ReactNode[] {
  return template.split(/(\{\w+\})/).map((part, index) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    return name !== undefined && Object.hasOwn(values, name) ? <Fragment key={index}>{values[name]}</Fragment> : part;
  });
}
