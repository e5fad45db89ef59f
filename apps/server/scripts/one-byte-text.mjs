// A bundle's text kept to one byte a character in V8. V8 stores a script's source as a string for as
// long as the script lives, one byte a character when every character is Latin-1, two bytes when a
// single one is not. esbuild writes strings and templates in ASCII, but leaves comments and regular
// expressions as they were, and the server's bundle has some 70 characters beyond Latin-1 there
// (Chinese, dashes, arrows), which doubled its 5.4 million characters to 10.9 MB of heap.

const LATIN1_MAX = 0xff;
/** `\uXXXX` stands for one UTF-16 unit: six characters where there was one. */
const ESCAPE_LENGTH = 6;

/**
 * Every character beyond Latin-1 written as `\uXXXX`, one escape per UTF-16 unit. That is the same
 * text in a comment, and the same character in a string, a template or a regular expression, but
 * not where a backslash already escapes it (`\中`) nor in a raw template: esbuild writes neither
 * with characters beyond ASCII, and a backslash before one is refused rather than doubled.
 * @param {string} code
 * @returns {{ code: string, movedColumn: (line: number, column: number) => number }} the text, and
 *   where a place of the original (0-based line and UTF-16 column) stands in it
 */
export function oneByteText(code) {
  /** Per line that changed, the original columns of its escaped units, in order. */
  const escapedColumns = new Map();
  const lines = code.split('\n').map((line, lineIndex) => {
    let escaped = null;
    let text = '';
    for (let column = 0; column < line.length; column += 1) {
      const unit = line.charCodeAt(column);
      if (unit <= LATIN1_MAX) {
        continue;
      }
      if (line[column - 1] === '\\') {
        throw new Error(`line ${lineIndex + 1}: a backslash before ${JSON.stringify(line[column])}, not rewritten`);
      }
      escaped ??= [];
      text += line.slice(escaped.length === 0 ? 0 : escaped[escaped.length - 1] + 1, column);
      text += `\\u${unit.toString(16).padStart(4, '0')}`;
      escaped.push(column);
    }
    if (escaped === null) {
      return line;
    }
    escapedColumns.set(lineIndex, escaped);
    return text + line.slice(escaped[escaped.length - 1] + 1);
  });
  return {
    code: lines.join('\n'),
    movedColumn: (line, column) => {
      const escaped = escapedColumns.get(line);
      if (!escaped) {
        return column;
      }
      const before = escaped.filter((escapedColumn) => escapedColumn < column).length;
      return column + before * (ESCAPE_LENGTH - 1);
    },
  };
}
