import type { Plugin } from 'vite';

/**
 * Puts the app's stylesheet into index.html as a <style> element instead of a <link>: the page then
 * paints without waiting for a second, render-blocking request. The whole stylesheet is small
 * (Tailwind emits only the classes the app uses: under 10 kB compressed, the budget in
 * bench/bundle-budget.mjs), so "critical CSS" extraction would save nothing. index.html is sent
 * compressed and revalidated (no-cache), so the CSS costs no extra round trip on a first visit.
 */
export function inlineStylesheet(): Plugin {
  return {
    name: 'rounds:inline-stylesheet',
    apply: 'build',
    /**
     * Vite lists the entry's stylesheet among a lazy chunk's preloads (`__vite__mapDeps`), and its preload helper
     * only knows a stylesheet is on the page from a <link>: every lazy chunk would download the inlined
     * stylesheet again and the page would restyle when it arrived. Its `modulePreload.resolveDependencies` hook
     * is not offered CSS, so stylesheets are taken out of each chunk's preload calls here, after Vite wrote
     * them (in its own generateBundle, as it does with the rest of those lists).
     */
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || !chunk.code.includes('__vite__mapDeps(')) continue;
          const fileNames = /m\.f=(\[[^\]]*\])/.exec(chunk.code);
          if (!fileNames) throw new Error(`${chunk.fileName}: Vite's preload map has a form this plugin does not know`);
          const dropped = new Set((JSON.parse(fileNames[1]) as string[]).flatMap((name, index) => (name.endsWith('.css') ? [index] : [])));
          if (!dropped.size) continue;
          chunk.code = chunk.code.replace(/__vite__mapDeps\(\[([\d,]*)\]\)/g, (_call, indices: string) => {
            const kept = indices.split(',').filter((index) => index !== '' && !dropped.has(Number(index)));
            return `__vite__mapDeps([${kept.join(',')}])`;
          });
        }
      },
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle;
        if (!bundle) return html;
        const inlined = new Set<string>();
        const result = html.replace(/<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g, (link, fileName: string) => {
          const asset = bundle[fileName];
          if (!asset || asset.type !== 'asset') return link;
          inlined.add(fileName);
          const css = typeof asset.source === 'string' ? asset.source : Buffer.from(asset.source).toString('utf8');
          return `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`;
        });
        // Lazy chunks never load a stylesheet (generateBundle above drops it from their preload lists): that holds
        // only while every stylesheet of the build is the one inlined here.
        const notInlined = Object.keys(bundle).filter((fileName) => fileName.endsWith('.css') && !inlined.has(fileName));
        if (notInlined.length) throw new Error(`Stylesheets not inlined into index.html, which lazy chunks would not load: ${notInlined.join(', ')}`);
        return result;
      },
    },
  };
}
