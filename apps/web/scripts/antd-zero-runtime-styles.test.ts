// @vitest-environment node
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { withoutStyleGenerators } from './antd-zero-runtime-styles';

const antdModule = (path: string) => fs.readFileSync(createRequire(import.meta.url).resolve(`antd/es/${path}`), 'utf8');

describe('withoutStyleGenerators', () => {
  it("drops the table's CSS generator and keeps its tokens and options", () => {
    const rewritten = withoutStyleGenerators(antdModule('table/style/index.js'));
    expect(rewritten?.code).toMatch(/export default genStyleHooks\('Table', \(\) => \[\], prepareComponentToken, \{/);
    expect(rewritten?.code).toContain('expandIconScale: true');
    // The generator's own code is still in the module text: the bundler drops it once unused.
    expect(rewritten?.map.mappings.length).toBeGreaterThan(0);
  });

  it('rewrites every factory of a module, named exports and sub-styles included', () => {
    const rewritten = withoutStyleGenerators(antdModule('notification/style/index.js'))?.code ?? '';
    expect(rewritten).toContain("genSubStyleComponent(['Notification', 'PurePanel'], () => [], prepareComponentToken)");
    expect(rewritten).not.toMatch(/genStyleHooks\('Notification', token =>/);
  });

  it('leaves a module that builds no style hook alone', () => {
    expect(withoutStyleGenerators(antdModule('table/InternalTable.js'))).toBeNull();
  });
});
