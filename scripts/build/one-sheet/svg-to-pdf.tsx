/** @jsxImportSource react */
import {
  Circle,
  ClipPath,
  Defs,
  Ellipse,
  G,
  Line,
  LinearGradient,
  Path,
  Polygon,
  Polyline,
  RadialGradient,
  Rect,
  Stop,
  Svg,
  Text,
  Tspan,
} from '@react-pdf/renderer';
import { createElement, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { parse, type ElementNode, type Node } from 'svg-parser';
import { pdfFamilies, type FontNeeds } from '../../../functions/src/pdf/fonts.ts';

/** The SVG elements react-pdf draws; anything else in a logo is reported, not silently dropped. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- react-pdf's SVG components each take their own props
const ELEMENTS: Record<string, ComponentType<any>> = {
  g: G,
  path: Path,
  rect: Rect,
  circle: Circle,
  ellipse: Ellipse,
  line: Line,
  polyline: Polyline,
  polygon: Polygon,
  text: Text,
  tspan: Tspan,
  defs: Defs,
  lineargradient: LinearGradient,
  radialgradient: RadialGradient,
  stop: Stop,
  clippath: ClipPath,
};

/** Attributes with no meaning on paper, or (letter-spacing) that react-pdf's SVG text ignores. */
const IGNORED = new Set(['xmlns', 'xmlns:xlink', 'version', 'role', 'class', 'focusable', 'letter-spacing']);

const camel = (name: string) => name.replace(/-([a-z])/g, (_, char: string) => char.toUpperCase());

function attributes(node: ElementNode, file: string, needs: FontNeeds): Record<string, string | number | string[]> {
  const props: Record<string, string | number | string[]> = {};
  const declared: [string, string | number][] = Object.entries(node.properties ?? {});
  const style = node.properties?.style;
  if (typeof style === 'string') {
    for (const rule of style.split(';')) {
      const [name = '', ...value] = rule.split(':');
      if (name.trim() && value.length) declared.push([name.trim(), value.join(':').trim()]);
    }
  }
  for (const [name, value] of declared) {
    if (name === 'style' || IGNORED.has(name) || name.startsWith('aria-') || name.startsWith('data-')) continue;
    if (name === 'font-family') props.fontFamily = pdfFamilies(String(value), { ...needs, dir: 'ltr' });
    else if (name === 'font-weight')
      props.fontWeight = value === 'bold' ? 700 : value === 'normal' ? 400 : Number(value);
    else if (name.includes(':'))
      throw new Error(`${file}: the attribute ${name} is not drawn in the PDF; remove it from the logo`);
    else props[camel(name)] = value;
  }
  return props;
}

/**
 * react-pdf loads a face before layout only when an element's style names it; SVG text names
 * its font in attributes, so the same font settings go into its style too.
 */
function fontStyle(node: ElementNode, file: string, needs: FontNeeds) {
  const { fontFamily, fontWeight, fontStyle: style } = attributes(node, file, needs);
  return Object.fromEntries(
    Object.entries({ fontFamily, fontWeight, fontStyle: style }).filter(([, value]) => value !== undefined),
  );
}

const textOf = (node: ElementNode): string =>
  node.children
    .map((child) =>
      typeof child === 'string' ? child : child.type === 'text' ? String(child.value ?? '') : textOf(child),
    )
    .join('')
    .trim();

function convert(node: Node | string, file: string, needs: FontNeeds, key: number, inText: boolean): ReactNode {
  if (typeof node === 'string' || node.type === 'text') {
    const value = typeof node === 'string' ? node : String(node.value ?? '');
    if (!value.trim()) return null;
    // react-pdf lays out SVG text only inside a tspan.
    return inText ? <Tspan key={key}>{value.trim()}</Tspan> : null;
  }
  const tag = (node.tagName ?? '').toLowerCase();
  const component = ELEMENTS[tag];
  if (tag === 'title' || tag === 'desc' || tag === 'metadata') return null;
  if (!component)
    throw new Error(
      `${file}: <${node.tagName}> is not one of the SVG elements the PDF can draw (${Object.keys(ELEMENTS).join(', ')})`,
    );
  const props = {
    key,
    ...attributes(node, file, needs),
    ...(tag === 'text' || tag === 'tspan' ? { style: fontStyle(node, file, needs) } : {}),
  };
  if (tag === 'tspan') return createElement(component, props, textOf(node));
  return createElement(
    component,
    props,
    ...node.children.map((child, index) => convert(child, file, needs, index, tag === 'text')),
  );
}

/** Parses an SVG file's text into react-pdf elements, drawn `width` points wide. */
export function svgToPdf(source: string, file: string, width: number, needs: FontNeeds): ReactElement {
  const root = parse(source).children[0];
  if (root?.type !== 'element' || root.tagName !== 'svg')
    throw new Error(`${file}: not an SVG file (no <svg> root element)`);
  const { viewBox, width: svgWidth, height: svgHeight } = root.properties ?? {};
  const box = String(viewBox ?? `0 0 ${svgWidth} ${svgHeight}`)
    .split(/[\s,]+/)
    .map(Number);
  const [, , boxWidth = NaN, boxHeight = NaN] = box;
  if (box.length !== 4 || box.some((value) => !Number.isFinite(value)) || boxWidth <= 0 || boxHeight <= 0) {
    throw new Error(`${file}: the <svg> element needs a viewBox or a numeric width and height`);
  }
  return (
    <Svg viewBox={box.join(' ')} width={width} height={(width * boxHeight) / boxWidth}>
      {root.children.map((child, index) => convert(child, file, needs, index, false))}
    </Svg>
  );
}
