import { createHash } from 'node:crypto';
import { runInNewContext } from 'node:vm';
import { BOOT_SCRIPT, BOOT_SCRIPT_CSP_SOURCE, bootAfterFirstPaint } from './boot-after-first-paint';

const PAGE =
  '<!doctype html><html><head><title>Rounds</title>' +
  '<script type="module" crossorigin src="/assets/index-1.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/a.js"><link rel="icon" href="/favicon.svg">' +
  '<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/products?featured=true&amp;limit=3">' +
  '<style>body{}</style></head><body><div id="root"><h1>Shell</h1></div></body></html>';

describe('bootAfterFirstPaint', () => {
  const html = bootAfterFirstPaint(PAGE);

  it('takes every fetching tag out of the head and keeps the rest of the page', () => {
    expect(html).not.toMatch(/<script type="module"|rel="modulepreload"|rel="preload"/);
    expect(html).toContain('<link rel="icon" href="/favicon.svg">');
    expect(html).toContain('<div id="root"><h1>Shell</h1></div>');
    expect(html).toContain(`<script>${BOOT_SCRIPT}</script></body>`);
  });

  it('hands the boot script the tags with their attributes decoded: the data, the entry, the chunks', () => {
    const data = /<script type="application\/json" id="deferred-head">(.*?)<\/script>/.exec(html)![1];
    expect(JSON.parse(data)).toEqual([
      ['link', { rel: 'preload', as: 'fetch', crossorigin: 'use-credentials', href: '/api/products?featured=true&limit=3' }],
      ['script', { type: 'module', crossorigin: '', src: '/assets/index-1.js' }],
      ['link', { rel: 'modulepreload', crossorigin: '', href: '/assets/a.js' }],
    ]);
  });

  it('escapes < so that no URL can end the data block', () => {
    // As route-preloads.ts writes a URL into an attribute: escaped, which the data block decodes.
    const hostile = bootAfterFirstPaint(PAGE.replace('/assets/a.js', '/assets/&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;.js'));
    expect(hostile).toContain('\\u003c/script>\\u003cscript>alert(1)');
    expect(hostile.match(/<\/script>/g)).toHaveLength(2);
  });

  it('creates the tags in the head once, one per task, after a frame (or after the fallback timeout)', () => {
    const appended: { tag: string; attributes: Record<string, string> }[] = [];
    const timers: (() => void)[] = [];
    const frames: (() => void)[] = [];
    const data = /id="deferred-head">(.*?)<\/script>/.exec(html)![1];
    const document = {
      getElementById: (id: string) => (id === 'deferred-head' ? { textContent: data } : null),
      createElement: (tag: string) => ({ tag, attributes: {} as Record<string, string>, setAttribute(name: string, value: string) { this.attributes[name] = value; } }),
      head: { appendChild: (element: { tag: string; attributes: Record<string, string> }) => appended.push(element) },
    };
    runInNewContext(BOOT_SCRIPT, { document, requestAnimationFrame: (callback: () => void) => frames.push(callback), setTimeout: (callback: () => void) => timers.push(callback) });
    expect(appended).toEqual([]); // nothing before the first frame
    frames.forEach((frame) => frame());
    // The timers queued so far: the boot after the frame and the fallback. The boot adds one tag and queues the next.
    const runQueuedTimers = () => timers.splice(0).forEach((timer) => timer());
    runQueuedTimers();
    expect(appended.map((element) => element.attributes.href ?? element.attributes.src)).toEqual(['/api/products?featured=true&limit=3']);
    runQueuedTimers();
    runQueuedTimers();
    runQueuedTimers();
    expect(appended.map((element) => element.tag)).toEqual(['link', 'script', 'link']);
    expect(appended[1].attributes).toEqual({ type: 'module', crossorigin: '', src: '/assets/index-1.js' });
  });

  it('is allowed by its hash in the script policy', () => {
    expect(BOOT_SCRIPT_CSP_SOURCE).toBe(`'sha256-${createHash('sha256').update(BOOT_SCRIPT).digest('base64')}'`);
  });
});
