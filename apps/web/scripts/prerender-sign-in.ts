/**
 * Writes `<distDir>/sign-in.html`: the console page (`<distDir>/index.html`, from vite build) with
 * the sign-in form already drawn in it by the app's own components (scripts/sign-in-markup.tsx), so
 * that the page most visits start on shows before its script has run. The app then draws the same
 * form in its place (src/main.tsx), keeping what was typed. The server answers /sign/login with it.
 *
 *   npx tsx scripts/prerender-sign-in.ts dist     (from apps/web, after vite build)
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import postcss from 'postcss';
import { createServer } from 'vite';

const WEB_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distArg = process.argv[2];
if (!distArg) {
  console.error('usage: tsx scripts/prerender-sign-in.ts <distDir>');
  process.exit(2);
}
const distDir: string = distArg;

// As they load, the app's modules read the chosen language from the browser's storage and set the
// document's: here nothing is stored (the form is drawn in the default language) and there is no
// document but that.
const nothingStored = { getItem: () => null, setItem: () => undefined, removeItem: () => undefined };
Object.assign(globalThis, {
  localStorage: nothingStored,
  sessionStorage: nothingStored,
  document: { documentElement: {} },
});

/**
 * The rules of `css` that can match the markup: a selector is kept when every class it names is on
 * some element of the markup; animations are left to the whole stylesheet.
 */
function rulesUsedBy(markup: string, css: string): string {
  const classes = new Set([...markup.matchAll(/class="([^"]*)"/g)].flatMap((match) => match[1]?.split(/\s+/) ?? []));
  const tree = postcss.parse(css);
  tree.walkAtRules(/keyframes$/, (rule) => {
    rule.remove();
  });
  tree.walkRules((rule) => {
    const kept = rule.selectors.filter((selector) =>
      [...selector.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].every((match) => classes.has(match[1] ?? '')),
    );
    if (kept.length === 0) {
      rule.remove();
    } else {
      rule.selectors = kept;
    }
  });
  tree.walkAtRules((rule) => {
    if (rule.nodes?.length === 0) {
      rule.remove();
    }
  });
  return tree.toString();
}

type Manifest = Record<string, { file: string; imports?: string[]; css?: string[] }>;

/** The sign-in page's source module, as the build's manifest names its chunk. */
const SIGN_IN_MODULE = 'src/features/sign/login-page.tsx';

/**
 * The chunks the sign-in page loads, from the build's manifest: its own and what they import; and
 * the stylesheets they bring (the form's own, sign-in.css).
 */
async function signInChunks(): Promise<{ scripts: string[]; stylesheets: string[] }> {
  const manifest = JSON.parse(await readFile(path.join(distDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const scripts = new Set<string>();
  const stylesheets = new Set<string>();
  const pending = [SIGN_IN_MODULE];
  for (let key = pending.pop(); key !== undefined; key = pending.pop()) {
    const chunk = manifest[key];
    if (!chunk) {
      throw new Error(`the build's manifest has no ${key}`);
    }
    if (!scripts.has(`/${chunk.file}`)) {
      scripts.add(`/${chunk.file}`);
      pending.push(...(chunk.imports ?? []));
      for (const css of chunk.css ?? []) {
        stylesheets.add(css);
      }
    }
  }
  return { scripts: [...scripts], stylesheets: [...stylesheets] };
}

/**
 * The page's one inline script (the server lets it in by its hash). For a visitor who chose English
 * it clears the drawn form (drawn in Chinese, the default): the app draws the page, as on any other
 * console page. Until the app has taken over, a press of Enter sends nothing. And the app's script
 * and the sign-in page's chunks are asked for after the first paint, which they would otherwise
 * share the line with.
 */
function pageScript(options: { languageKey: string; drawnAttribute: string; entry: string; chunks: string[] }): string {
  const { languageKey, drawnAttribute, entry, chunks } = options;
  return (
    '<script>var r=document.getElementById("root");' +
    `if(localStorage.getItem(${JSON.stringify(languageKey)})==="en"){r.textContent="";r.removeAttribute("${drawnAttribute}")}` +
    'else r.querySelectorAll("form").forEach(function(f){f.addEventListener("submit",function(e){e.preventDefault()})});' +
    'requestAnimationFrame(function(){setTimeout(function(){' +
    `${JSON.stringify(chunks)}.forEach(function(h){var l=document.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.href=h;document.head.append(l)});` +
    `var s=document.createElement("script");s.type="module";s.crossOrigin="";s.src=${JSON.stringify(entry)};document.head.append(s)` +
    '})})</script>'
  );
}

const vite = await createServer({
  root: WEB_DIR,
  configFile: path.join(WEB_DIR, 'vite.config.ts'),
  server: { middlewareMode: true, hmr: false },
  appType: 'custom',
  logLevel: 'error',
});
try {
  const { renderSignIn, DRAWN_ATTRIBUTE, DEFERRED_STYLES_ATTRIBUTE } = (await vite.ssrLoadModule(
    '/scripts/sign-in-markup.tsx',
  )) as typeof import('./sign-in-markup');
  const { markup, languageKey } = renderSignIn();

  const indexHtml = await readFile(path.join(distDir, 'index.html'), 'utf8');
  const root = '<div id="root"></div>';
  const stylesheet = /<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/.exec(indexHtml);
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(indexHtml);
  const preloads = [...indexHtml.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)];
  if (!indexHtml.includes(root) || !indexHtml.includes('</head>') || !stylesheet?.[1] || !entry?.[1]) {
    throw new Error(`${distDir}/index.html lacks the empty ${root}, the stylesheet or the entry script`);
  }
  const signIn = await signInChunks();
  const chunks = [...new Set([...preloads.map((link) => link[1] ?? ''), ...signIn.scripts])];
  // The rules the drawn form uses go in the page; the app's stylesheet comes as media="print", which
  // does not hold back the first paint: the app applies it (src/main.tsx). The form's own stylesheet
  // comes with its chunk when the app loads it; antd's comes only with pages drawn with antd.
  const sheets = await Promise.all(
    [stylesheet[1], ...signIn.stylesheets].map((file) => readFile(path.join(distDir, file), 'utf8')),
  );
  const critical = rulesUsedBy(markup, sheets.join('\n'));
  const script = pageScript({ languageKey, drawnAttribute: DRAWN_ATTRIBUTE, entry: entry[1], chunks });
  let html = indexHtml;
  for (const tag of [stylesheet[0], entry[0], ...preloads.map((link) => link[0])]) {
    html = html.replace(tag, '');
  }
  html = html
    .replace('</head>', `<style>${critical}</style></head>`)
    .replace(root, `<div id="root" ${DRAWN_ATTRIBUTE}>${markup}</div>${script}`)
    .replace(
      '</body>',
      `${stylesheet[0].replace('<link ', `<link media="print" ${DEFERRED_STYLES_ATTRIBUTE} `)}</body>`,
    );
  await writeFile(path.join(distDir, 'sign-in.html'), html);
  console.log(`sign-in: ${path.join(distDir, 'sign-in.html')} (${(html.length / 1024).toFixed(1)} KB)`);
} finally {
  await vite.close();
}
