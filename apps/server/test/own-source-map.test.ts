import fs from 'node:fs';
import { SourceMap, type SourceMapPayload, type SourceMapping } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneByteText } from '../scripts/one-byte-text.mjs';
import { ownSourceMap } from '../scripts/own-source-map.mjs';

/** The original file of a place in the bundle, if it is mapped to one. */
const sourceOf = (entry: SourceMapping | object) => ('originalSource' in entry ? entry.originalSource : undefined);

/** Where each marker string stands in the bundle, as 0-based line and column. */
function placesIn(code: string, markers: string[]) {
  const lines = code.split('\n');
  return Object.fromEntries(
    markers.map((marker) => {
      const line = lines.findIndex((text) => text.includes(marker));
      return [marker, { line, column: lines[line]?.indexOf(marker) ?? -1 }];
    }),
  );
}

/** Where an entry's generated column stands once the text is rewritten. */
const movedTo = (entry: SourceMapping | object, movedColumn: (line: number, column: number) => number) =>
  'generatedColumn' in entry ? movedColumn(entry.generatedLine, entry.generatedColumn) : undefined;

let dir: string;
let code: string;
let full: SourceMapPayload;
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tm-own-map-'));
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  };
  // In the bundle: own code (the helper), the package's, own code again (main).
  write(
    'node_modules/pkg/index.js',
    'export function fromPackage(x) {\n  const inPackage = x * 2;\n  return inPackage + 1;\n}\n',
  );
  write(
    'src/helper.ts',
    'export function helper(name: string): string {\n  const inHelper = `${name}!`;\n  return inHelper;\n}\n',
  );
  write(
    'src/main.ts',
    [
      "import { helper } from './helper';",
      "import { fromPackage } from 'pkg';",
      'const inMain = helper("a") + fromPackage(2);',
      // Characters beyond Latin-1 before code on the same line, as esbuild leaves them.
      'const wideMark = helper("c");',
      'const afterWide = [/（\\d）/.test("（1）"), /新价|new price/i.test(wideMark), wideMark.length];',
      'console.log(inMain, helper("b"), afterWide);',
    ].join('\n'),
  );
  const result = await build({
    entryPoints: [path.join(dir, 'src/main.ts')],
    absWorkingDir: dir,
    bundle: true,
    format: 'esm',
    platform: 'node',
    sourcemap: 'external',
    write: false,
    outfile: path.join(dir, 'out.mjs'),
  });
  const text = (suffix: string) => result.outputFiles.find((file) => file.path.endsWith(suffix))?.text ?? '';
  code = text('out.mjs');
  full = JSON.parse(text('out.mjs.map')) as SourceMapPayload;
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('ownSourceMap', () => {
  it("maps the own code's places as the whole map does, and leaves the package's unmapped", () => {
    const own = ownSourceMap(full, (source) => !source.includes('node_modules/'));
    const places = placesIn(code, ['inPackage', 'inHelper', 'inMain']);
    const wholeMap = new SourceMap(full);
    const ownMap = new SourceMap({ ...own, sourcesContent: [] });
    for (const marker of ['inHelper', 'inMain']) {
      const { line, column } = places[marker]!;
      const entry = ownMap.findEntry(line, column);
      expect(entry, marker).toEqual(wholeMap.findEntry(line, column));
      expect(sourceOf(entry), marker).toMatch(/src\/(helper|main)\.ts$/);
    }
    const inPackage = places.inPackage!;
    expect(inPackage.line).toBeGreaterThan(places.inHelper!.line);
    expect(sourceOf(wholeMap.findEntry(inPackage.line, inPackage.column))).toMatch(/node_modules\/pkg/);
    expect(sourceOf(ownMap.findEntry(inPackage.line, inPackage.column))).toBeUndefined();
    expect(own.sources.every((source) => !source.includes('node_modules/'))).toBe(true);
    expect(own.names.length).toBeLessThanOrEqual(full.names.length);
  });

  it('keeps every mapping when every source is kept', () => {
    const kept = ownSourceMap(full, () => true);
    const wholeMap = new SourceMap(full);
    const keptMap = new SourceMap({ ...kept, sourcesContent: [] });
    code.split('\n').forEach((text, line) => {
      for (let column = 0; column < text.length; column += 3) {
        expect(keptMap.findEntry(line, column), `${line}:${column}`).toEqual(wholeMap.findEntry(line, column));
      }
    });
  });

  it('maps the places of a text rewritten in Latin-1 as the whole map maps the original', () => {
    const rewritten = oneByteText(code);
    const kept = ownSourceMap(full, () => true, rewritten.movedColumn);
    const wholeMap = new SourceMap(full);
    const keptMap = new SourceMap({ ...kept, sourcesContent: [] });
    // Both after characters the rewrite escaped, on the same line.
    const markers = ['wideMark)', 'wideMark.length'];
    const before = placesIn(code, markers);
    const after = placesIn(rewritten.code, markers);
    for (const marker of markers) {
      expect(after[marker]!.column, marker).toBeGreaterThan(before[marker]!.column);
      const { line, column } = after[marker]!;
      const entry = keptMap.findEntry(line, column);
      const original = wholeMap.findEntry(before[marker]!.line, before[marker]!.column);
      // The same place of the source; only the place in the bundle moved.
      expect(entry, marker).toEqual({ ...original, generatedColumn: movedTo(original, rewritten.movedColumn) });
      expect(sourceOf(entry), marker).toMatch(/src\/main\.ts$/);
    }
  });
});

describe('oneByteText', () => {
  it('leaves no character beyond Latin-1, and the code means the same', () => {
    const source = [
      '// 注释 — a comment',
      'const price = "¥12";',
      'const unit = /（(\\d+)）/.exec("单价（500）克")[1];',
      'const wide = "😀".length;',
      'return [price, unit, wide, `${"鲜"}`];',
    ].join('\n');
    const { code: rewritten, movedColumn } = oneByteText(source);
    expect([...rewritten].every((char) => char.charCodeAt(0) <= 0xff)).toBe(true);
    expect(rewritten).toContain('¥');
    const run = (text: string): unknown => vm.runInThisContext(`(() => {\n${text}\n})()`);
    expect(run(rewritten)).toEqual(run(source));
    expect(run(rewritten)).toEqual(['¥12', '500', 2, '鲜']);
    // A line untouched keeps its columns; on a rewritten one, each unit before a column adds five.
    expect(movedColumn(1, 10)).toBe(10);
    expect(movedColumn(0, 3)).toBe(3);
    expect(movedColumn(0, 4)).toBe(4 + 5);
    expect(movedColumn(0, 8)).toBe(8 + 3 * 5);
  });

  it('refuses a character a backslash escapes, which the rewrite would change', () => {
    expect(() => oneByteText('const a = 1;\nconst s = "\\中";')).toThrow(/line 2: a backslash before "中"/);
  });
});
