// A bundle's source map cut down to the code of its own sources: the packages' code, three quarters
// of the bundle, is left unmapped. Node reads the map at each start and decodes all of it at the
// first stack trace it writes; for the whole bundle that took 0.5 s and kept 46 MB (decision 42).
// A frame in a package's code then names its place in the bundle instead of the package's file.

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT_OF = new Map([...BASE64].map((char, digit) => [char, digit]));

/** The numbers of one segment of a `mappings` text (base64 VLQ: five bits a digit, sign last). */
function decodeSegment(text) {
  const values = [];
  let value = 0;
  let shift = 0;
  for (const char of text) {
    const digit = DIGIT_OF.get(char);
    if (digit === undefined) {
      throw new Error(`not a source map digit: ${char}`);
    }
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
      continue;
    }
    values.push(value & 1 ? -(value >>> 1) : value >>> 1);
    value = 0;
    shift = 0;
  }
  return values;
}

function encodeValue(number) {
  let value = number < 0 ? (-number << 1) | 1 : number << 1;
  let text = '';
  do {
    const digit = value & 31;
    value >>>= 5;
    text += BASE64[value > 0 ? digit | 32 : digit];
  } while (value > 0);
  return text;
}

/**
 * @param {{ version: number, sources: string[], names?: string[], mappings: string }} map
 * @param {(source: string) => boolean} isOwn whether a source's mappings are kept
 * @param {(line: number, column: number) => number} [movedColumn] where a column of the bundle
 *   stands once its text was rewritten (one-byte-text.mjs); unchanged when not given
 * @returns the same map with only the segments of own sources, and an unmapped segment where a
 *   line passes from them to other code (so that code is not taken for the own code before it)
 */
export function ownSourceMap(map, isOwn, movedColumn = (_line, column) => column) {
  const sources = [];
  const names = [];
  const sourceIndex = new Map();
  const nameIndex = new Map();
  const indexIn = (list, index, value) => {
    if (!index.has(value)) {
      index.set(value, list.length);
      list.push(value);
    }
    return index.get(value);
  };
  // Absolute values as read, and as last written (the format writes each as a change).
  const read = { source: 0, line: 0, column: 0, name: 0 };
  const written = { source: 0, line: 0, column: 0, name: 0 };
  let lastWrittenMapped = false;
  const lines = map.mappings.split(';').map((lineText, line) => {
    let generatedColumn = 0;
    // The generated column in the rewritten text, and the last one written.
    let outColumn = 0;
    let writtenColumn = 0;
    const segments = [];
    const write = (fields) => {
      segments.push(fields.map(encodeValue).join(''));
    };
    // Unmapped from here, written once however many unmapped segments follow. Node looks a column
    // up in the last segment before it, on an earlier line too, so the mark carries across lines.
    const leaveUnmapped = () => {
      if (lastWrittenMapped) {
        write([outColumn - writtenColumn]);
        writtenColumn = outColumn;
        lastWrittenMapped = false;
      }
    };
    for (const segmentText of lineText ? lineText.split(',') : []) {
      const [columnChange, ...rest] = decodeSegment(segmentText);
      generatedColumn += columnChange;
      outColumn = movedColumn(line, generatedColumn);
      if (rest.length === 0) {
        leaveUnmapped();
        continue;
      }
      read.source += rest[0];
      read.line += rest[1];
      read.column += rest[2];
      if (rest.length > 3) {
        read.name += rest[3];
      }
      const source = map.sources[read.source];
      if (!isOwn(source)) {
        leaveUnmapped();
        continue;
      }
      const fields = [outColumn - writtenColumn];
      const newSource = indexIn(sources, sourceIndex, source);
      fields.push(newSource - written.source, read.line - written.line, read.column - written.column);
      Object.assign(written, { source: newSource, line: read.line, column: read.column });
      if (rest.length > 3) {
        const newName = indexIn(names, nameIndex, map.names[read.name]);
        fields.push(newName - written.name);
        written.name = newName;
      }
      write(fields);
      writtenColumn = outColumn;
      lastWrittenMapped = true;
    }
    return segments.join(',');
  });
  const { sourcesContent: _content, ...rest } = map;
  return { ...rest, sources, names, mappings: lines.join(';') };
}
