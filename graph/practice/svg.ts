/**
 * The hotspot diagrams' safety rule (decision 017): the bank's SVG is sent to browsers that put it in
 * the page, so it is checked when the bank loads against an allow-list, by a strict reader of the
 * small XML subset the format allows. Anything outside it (a comment, CDATA, a processing
 * instruction, a DOCTYPE, an entity other than the five XML ones and numeric references, an element
 * or attribute not on the list, a reference to anything outside the image) is a problem: the
 * reader accepts what it knows, never removes what it does not.
 */

export const SVG_ELEMENTS = new Set([
  'svg',
  'g',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'path',
  'text',
  'tspan',
  'title',
  'desc',
  'defs',
  'marker',
]);

export const SVG_ATTRIBUTES = new Set([
  'xmlns',
  'viewBox',
  'x',
  'y',
  'x1',
  'y1',
  'x2',
  'y2',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'width',
  'height',
  'points',
  'd',
  'fill',
  'stroke',
  'stroke-width',
  'stroke-dasharray',
  'stroke-linecap',
  'stroke-linejoin',
  'font-size',
  'font-family',
  'font-weight',
  'font-style',
  'text-anchor',
  'dominant-baseline',
  'transform',
  'opacity',
  'fill-opacity',
  'marker-end',
  'marker-start',
  'markerWidth',
  'markerHeight',
  'refX',
  'refY',
  'orient',
  'id',
  'data-region',
]);

const MAX_WIDTH = 640;
const MAX_HEIGHT = 480;
const MIN_FONT_SIZE = 16;
const SVG_NS = 'http://www.w3.org/2000/svg';
const NAME = /^[A-Za-z][A-Za-z0-9-]*$/;
const ENTITY = /&(?!(?:amp|lt|gt|quot|apos|#\d{1,6}|#x[0-9a-fA-F]{1,6});)/;
/** Only a reference to a marker inside the image: url(#id). */
const URL_VALUE = /url\(/i;
const INTERNAL_URL = /^url\(#[A-Za-z][\w-]*\)$/;

/** What the reader found: the problems, and the data-region ids of the groups in drawing order. */
export interface SvgCheck {
  problems: string[];
  regions: string[];
}

/** Checks one hotspot image against the allow-list; `problems` is empty when it is safe to show. */
export function checkSvg(svg: string): SvgCheck {
  const problems: string[] = [];
  const regions: string[] = [];
  const stack: string[] = [];
  const problem = (p: string) => {
    if (!problems.includes(p)) problems.push(p);
  };
  const source = svg.trim();
  let i = 0;
  let roots = 0;
  while (i < source.length && problems.length < 20) {
    const lt = source.indexOf('<', i);
    const text = source.slice(i, lt === -1 ? source.length : lt);
    if (text.trim()) {
      if (!stack.length) problem('text outside the <svg> element');
      if (ENTITY.test(text) || text.includes('>')) problem('text holds an unescaped "&" or ">" or an unknown entity');
    }
    if (lt === -1) break;
    const gt = source.indexOf('>', lt);
    if (gt === -1) {
      problem('a tag is not closed');
      break;
    }
    const tag = source.slice(lt + 1, gt);
    i = gt + 1;
    if (/^[!?]/.test(tag)) {
      problem('comments, CDATA, DOCTYPE and processing instructions are not allowed');
      continue;
    }
    if (tag.startsWith('/')) {
      const name = tag.slice(1).trim();
      if (stack.pop()?.replace('g#', 'g') !== name) problem(`</${name}> does not close the open element`);
      continue;
    }
    const selfClosing = tag.endsWith('/');
    const body = selfClosing ? tag.slice(0, -1) : tag;
    const nameMatch = /^([A-Za-z][\w:-]*)/.exec(body);
    if (!nameMatch) {
      problem('a tag has no element name');
      continue;
    }
    const name = nameMatch[1];
    if (!SVG_ELEMENTS.has(name)) problem(`element <${name}> is not allowed`);
    if (!stack.length) {
      roots++;
      if (name !== 'svg') problem('the root element must be <svg>');
    } else if (name === 'svg') problem('<svg> may not nest');
    const attributes = new Map<string, string>();
    let rest = body.slice(name.length);
    const ATTRIBUTE = /^\s+([^\s=]+)\s*=\s*"([^"]*)"/;
    for (let m = ATTRIBUTE.exec(rest); m; m = ATTRIBUTE.exec(rest)) {
      const [whole, attr, value] = m;
      rest = rest.slice(whole.length);
      if (!NAME.test(attr) || !SVG_ATTRIBUTES.has(attr)) problem(`attribute ${attr} is not allowed`);
      if (attributes.has(attr)) problem(`attribute ${attr} repeats`);
      if (ENTITY.test(value) || value.includes('<')) problem(`attribute ${attr} holds "<", an unescaped "&" or an unknown entity`);
      if (URL_VALUE.test(value) && !((attr === 'marker-end' || attr === 'marker-start') && INTERNAL_URL.test(value))) {
        problem(`attribute ${attr} refers to something (only marker-end and marker-start may, as url(#id))`);
      }
      if (/(?:javascript|data|https?):/i.test(value) && attr !== 'xmlns') problem(`attribute ${attr} holds a URL`);
      attributes.set(attr, value);
    }
    if (rest.trim()) problem(`<${name}> has an attribute that is not name="value"`);
    if (name === 'svg' && stack.length === 0) {
      if (attributes.get('xmlns') !== SVG_NS) problem(`<svg> must have xmlns="${SVG_NS}"`);
      const box = (attributes.get('viewBox') ?? '').trim().split(/[\s,]+/).map(Number);
      if (box.length !== 4 || box.some((n) => !Number.isFinite(n))) problem('<svg> must have a viewBox "0 0 W H"');
      else if (box[2] <= 0 || box[3] <= 0 || box[2] > MAX_WIDTH || box[3] > MAX_HEIGHT) problem(`the viewBox must be at most ${MAX_WIDTH} by ${MAX_HEIGHT}`);
    } else if (attributes.has('xmlns')) problem('xmlns belongs on <svg> only');
    const fontSize = attributes.get('font-size');
    if (fontSize !== undefined && !(Number(fontSize.replace(/px$/, '')) >= MIN_FONT_SIZE)) problem(`font-size must be ${MIN_FONT_SIZE} or more`);
    const region = attributes.get('data-region');
    if (region !== undefined) {
      if (name !== 'g') problem('data-region belongs on a <g>');
      else if (stack.some((open) => open.startsWith('g#'))) problem('a region may not sit inside another region');
      regions.push(region);
    }
    if (!selfClosing) stack.push(name === 'g' && region !== undefined ? 'g#' : name);
  }
  // A region group is pushed as "g#" so nesting can be told; its closing tag is </g>.
  if (stack.length && !problems.length) problem(`<${stack.at(-1)!.replace('g#', 'g')}> is not closed`);
  if (roots !== 1 && !problems.length) problem('the image must be one <svg> element');
  return { problems, regions };
}
