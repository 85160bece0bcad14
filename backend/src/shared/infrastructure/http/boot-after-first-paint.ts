import { createHash } from 'node:crypto';

/**
 * For a page sent with its prerendered first render (serve-frontend.ts): the app's scripts and the page's
 * preloads are requested only once the browser has painted that HTML, not from the head.
 *
 * Why: with the scripts named in the head, the browser has them (and runs them) before its first paint
 * whenever they arrive quickly, so the visitor looks at a blank page while the app starts although the
 * page's HTML was already there. Requested after the first frame, they download in parallel as before,
 * one frame later, and the page shows at once (docs/performance.md, "Where the start-up time went, and four
 * fixes").
 *
 * The tags are moved into a JSON data block (not executed, so not subject to the script policy) and one
 * constant inline script recreates them; the Content-Security-Policy allows that script by its hash.
 */
export const BOOT_SCRIPT =
  '(function(){var started=false;function boot(){if(started)return;started=true;' +
  "var tags=JSON.parse(document.getElementById('deferred-head').textContent);" +
  // One tag per task: starting a request costs the main thread a few milliseconds, and thirty of them in
  // one task would be one long task.
  '(function next(){var tag=tags.shift();if(!tag)return;var element=document.createElement(tag[0]);' +
  'for(var name in tag[1])element.setAttribute(name,tag[1][name]);document.head.appendChild(element);setTimeout(next,0)})()}' +
  // requestAnimationFrame runs before the first paint, the timeout after it; a hidden tab never paints.
  'requestAnimationFrame(function(){setTimeout(boot,0)});setTimeout(boot,500)})()';

/** The `script-src` source that allows BOOT_SCRIPT and nothing else inline. */
export const BOOT_SCRIPT_CSP_SOURCE = `'sha256-${createHash('sha256').update(BOOT_SCRIPT).digest('base64')}'`;

/** The head tags that make the browser fetch: the entry script and the module, data and image preloads. */
const FETCHING_TAG = /<script type="module"[^>]*><\/script>|<link rel="(?:modulepreload|preload)"[^>]*>/g;
const ATTRIBUTE = /([a-z-]+)(?:="([^"]*)")?/g;

const ENTITIES: Record<string, string> = { '&amp;': '&', '&quot;': '"', '&lt;': '<', '&gt;': '>', '&#39;': "'" };

function attributesOf(tag: string): Record<string, string> {
  const body = tag.replace(/^<(script|link)\s*/, '').replace(/>(<\/script>)?$/, '');
  const attributes: Record<string, string> = {};
  for (const [, name, value = ''] of body.matchAll(ATTRIBUTE)) attributes[name] = value.replace(/&(amp|quot|lt|gt|#39);/g, (entity) => ENTITIES[entity]);
  return attributes;
}

/** `html` with its fetching head tags replaced by the data block and BOOT_SCRIPT at the end of the body. */
export function bootAfterFirstPaint(html: string): string {
  const tags: [string, Record<string, string>][] = [];
  const withoutTags = html.replace(FETCHING_TAG, (tag) => {
    tags.push([tag.startsWith('<script') ? 'script' : 'link', attributesOf(tag)]);
    return '';
  });
  // The data first, then the entry, then the chunks it and the route import.
  const order = (tag: [string, Record<string, string>]) => (tag[0] === 'script' ? 1 : tag[1].rel === 'modulepreload' ? 2 : 0);
  tags.sort((a, b) => order(a) - order(b));
  // `<` escaped so that no URL can close the data block.
  const data = JSON.stringify(tags).replace(/</g, '\\u003c');
  return withoutTags.replace(
    '</body>',
    () => `<script type="application/json" id="deferred-head">${data}</script><script>${BOOT_SCRIPT}</script></body>`,
  );
}
