/** The parts of a v3 source map the bundle report reads. */
export interface SourceMap {
  sources: string[];
  mappings: string;
}

/** One stretch of generated code and the source it came from (-1: bundler glue). */
export interface Segment {
  line: number;
  start: number;
  end: number;
  source: number;
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = new Map([...BASE64].map((char, index) => [char, index]));

function decodeVlq(field: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of field) {
    const digit = DIGIT.get(char);
    if (digit === undefined) throw new Error(`bad source-map character '${char}'`);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
    } else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

/**
 * Splits generated code into segments by source. A hand-rolled decoder (about 40 lines) instead
 * of a source-map dependency: the report needs only which source owns each generated column.
 */
export function segments(map: SourceMap, lineLengths: number[]): Segment[] {
  const result: Segment[] = [];
  let source = 0;
  map.mappings.split(';').forEach((line, lineIndex) => {
    let column = 0;
    const starts: { column: number; source: number }[] = [];
    for (const field of line.split(',')) {
      if (!field) continue;
      const [columnDelta, sourceDelta] = decodeVlq(field);
      column += columnDelta!;
      if (sourceDelta !== undefined) {
        source += sourceDelta;
        starts.push({ column, source });
      } else {
        starts.push({ column, source: -1 });
      }
    }
    const length = lineLengths[lineIndex] ?? 0;
    if (!starts.length || starts[0]!.column > 0) starts.unshift({ column: 0, source: -1 });
    starts.forEach((start, index) => {
      const end = starts[index + 1]?.column ?? length;
      if (end > start.column) result.push({ line: lineIndex, start: start.column, end, source: start.source });
    });
  });
  return result;
}
