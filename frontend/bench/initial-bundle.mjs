// The initial JS and CSS of `/`: what dist/index.html loads before the app can render (its entry script,
// the chunks that script imports statically, and its stylesheets), in bytes as sent gzip-compressed.
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const gzipBytes = (buffer) => gzipSync(buffer, { level: 9 }).length;

/** Static `import ... from "./x.js"` and `import "./x.js"` of a built chunk (dynamic imports excluded). */
function staticImports(code) {
  const found = new Set();
  for (const match of code.matchAll(/(?:^|[;}\s])import\s*(?:[\w$*{},\s]+from\s*)?["'`](\.\/[^"'`]+\.js)["'`]/g)) found.add(match[1]);
  return [...found];
}

/**
 * Measures the initial bundle of the built app in `distDir`.
 * Returns { js: { files, bytes, gzip }, css: { files, bytes, gzip }, inlineCss: { bytes, gzip }, preloads }.
 */
export function measureInitialBundle(distDir) {
  const indexPath = join(distDir, 'index.html');
  if (!existsSync(indexPath)) throw new Error(`${indexPath} does not exist: build the frontend first.`);
  const html = readFileSync(indexPath, 'utf8');
  const entries = [...html.matchAll(/<script[^>]+type="module"[^>]+src="\/([^"]+)"/g)].map((m) => m[1]);
  const preloads = [...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="\/([^"]+)"/g)].map((m) => m[1]);
  const stylesheets = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="\/([^"]+)"/g)].map((m) => m[1]);
  const inlineStyles = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('');

  const js = new Set();
  const queue = [...entries, ...preloads];
  while (queue.length) {
    const file = queue.shift();
    if (js.has(file)) continue;
    js.add(file);
    const code = readFileSync(join(distDir, file), 'utf8');
    const dir = file.slice(0, file.lastIndexOf('/') + 1);
    for (const spec of staticImports(code)) queue.push(join(dir, spec));
  }
  const sum = (files) => {
    let bytes = 0;
    let gzip = 0;
    for (const file of files) {
      const content = readFileSync(join(distDir, file));
      bytes += content.length;
      gzip += gzipBytes(content);
    }
    return { files: [...files], bytes, gzip };
  };
  return {
    js: sum(js),
    css: sum(stylesheets),
    inlineCss: { bytes: Buffer.byteLength(inlineStyles), gzip: inlineStyles ? gzipBytes(Buffer.from(inlineStyles)) : 0 },
    html: { bytes: Buffer.byteLength(html), gzip: gzipBytes(Buffer.from(html)) },
    preloads,
  };
}

const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

if (import.meta.url === `file://${process.argv[1]}`) {
  const distDir = process.argv[2] ?? new URL('../dist', import.meta.url).pathname;
  const result = measureInitialBundle(distDir);
  console.log(`initial JS of /: ${result.js.files.length} files, ${kB(result.js.bytes)} raw, ${kB(result.js.gzip)} gzip`);
  console.log(`CSS of /: ${kB(result.css.bytes)} raw, ${kB(result.css.gzip)} gzip (+ inline ${kB(result.inlineCss.gzip)} gzip)`);
  if (process.argv.includes('--files')) for (const f of result.js.files) console.log('  ', f);
}
