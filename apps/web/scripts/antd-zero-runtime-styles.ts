import MagicString from 'magic-string';
import { parseAst, type Plugin } from 'vite';

/**
 * The factories antd's components build their style hooks with; their second argument is the
 * function that generates the component's CSS (`antd/es/<component>/style`). The third, the
 * component's design tokens, is still used under the zero-runtime theme (it writes the CSS
 * variables), so only the second is dropped.
 */
const STYLE_HOOK_FACTORIES = new Set(['genStyleHooks', 'genComponentStyleHook', 'genSubStyleComponent']);

const ANTD_MODULE = /[\\/]node_modules[\\/]antd[\\/]es[\\/]/;
const CALLS_A_FACTORY = /\bgen(?:StyleHooks|ComponentStyleHook|SubStyleComponent)\(/;

/** What the walk needs of ESTree nodes: a type, a source range, and children under any key. */
type AstNode = { type: string; start: number; end: number; [key: string]: unknown };

function isNode(value: unknown): value is AstNode {
  return typeof value === 'object' && value !== null && typeof (value as AstNode).type === 'string';
}

function walk(node: AstNode, visit: (node: AstNode) => void): void {
  visit(node);
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) {
      value.filter(isNode).forEach((child) => walk(child, visit));
    } else if (isNode(value)) {
      walk(value, visit);
    }
  }
}

/**
 * Rewrites a module of antd so that its style hooks are built without their CSS generator: every
 * `genStyleHooks(name, generate, tokens, options)` (and the two other factories) gets
 * `() => []` for `generate`. Returns null when the module builds no style hook.
 */
export function withoutStyleGenerators(
  code: string,
): { code: string; map: ReturnType<MagicString['generateMap']> } | null {
  const program = parseAst(code) as unknown as AstNode;
  const edited = new MagicString(code);
  walk(program, (node) => {
    const callee = node.callee as AstNode | undefined;
    const generator = (node.arguments as AstNode[] | undefined)?.[1];
    if (
      node.type === 'CallExpression' &&
      callee?.type === 'Identifier' &&
      STYLE_HOOK_FACTORIES.has(callee.name as string) &&
      generator
    ) {
      edited.overwrite(generator.start, generator.end, '() => []');
    }
  });
  return edited.hasChanged() ? { code: edited.toString(), map: edited.generateMap({ hires: true }) } : null;
}

/**
 * The console runs antd's zero-runtime theme (src/app/theme.ts): its styles come from antd's static
 * stylesheet and a style hook returns before it would generate any CSS. The generators were still
 * shipped, as the hooks reference them: about 60 KB of gzip on a console page. With them replaced
 * by a function that generates nothing, the bundler drops them and everything only they import.
 * Build only: the dev server serves dependencies pre-bundled, untouched.
 */
export function antdZeroRuntimeStyles(): Plugin {
  return {
    name: 'antd-zero-runtime-styles',
    apply: 'build',
    transform: {
      filter: { id: ANTD_MODULE, code: CALLS_A_FACTORY },
      handler(code) {
        return withoutStyleGenerators(code);
      },
    },
  };
}
