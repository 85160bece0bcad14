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
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle;
        if (!bundle) return html;
        return html.replace(/<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g, (link, fileName: string) => {
          const asset = bundle[fileName];
          if (!asset || asset.type !== 'asset') return link;
          const css = typeof asset.source === 'string' ? asset.source : Buffer.from(asset.source).toString('utf8');
          return `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`;
        });
      },
    },
  };
}
