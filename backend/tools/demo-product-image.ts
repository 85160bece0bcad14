/**
 * A distinct picture for each demo product: a bottle (or can, or box) shaped by the
 * product's primary category, its liquid coloured by what it is (a reposado is amber, an añejo
 * darker, a rosé pink), and a label in a colour of its own carrying the brand and the product's
 * name. Plain SVG text, about 2 kB each; `npm -w backend run images:demo` writes them.
 */
import type { DemoCategory } from '../src/app/demo-data/demo-catalog';

export interface DemoImageProduct {
  name: string;
  /** The brand's display name; stripped from the front of the product name on the label. */
  brandName: string;
  categories: readonly DemoCategory[];
}

interface Shape {
  /** The body's outline, the neck and cap, and where the label goes. */
  body: string;
  top: string;
  label: { x: number; y: number; width: number; height: number };
  /** Cans and boxes are painted, not filled with liquid. */
  painted: boolean;
}

const LABEL_COLOURS = ['#1f3a5f', '#7a1f2b', '#2f5d50', '#3d2c5a', '#8a5a14', '#14505c', '#5a2d0c', '#263238', '#6b2d5c', '#1b4332', '#7c2d12', '#334155', '#4a1d1f', '#0f3d3e', '#5b4636', '#3f3a8a'];
const BACKGROUNDS = [['#f6efe3', '#e9dcc4'], ['#eef2f6', '#d6dee8'], ['#f3eef5', '#e0d5e6'], ['#eef5ef', '#d3e6d6'], ['#f7ece8', '#ecd3ca'], ['#f2f2ea', '#dedfcc']];

function hash(text: string): number {
  let value = 2166136261;
  for (const character of text) value = Math.imul(value ^ character.codePointAt(0)!, 16777619) >>> 0;
  return value;
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function liquidColour(product: DemoImageProduct): string {
  const name = product.name.toLowerCase();
  const has = (...words: string[]) => words.some((word) => name.includes(word));
  switch (product.categories[0]) {
    case 'whiskey':
      return has('sherry', 'bond', 'peated') ? '#7a3b12' : has('rye', 'blended') ? '#c27a2c' : has('single malt', '12 year') ? '#d9952f' : '#a8561b';
    case 'wine':
      return has('ros') ? '#f0a3a8' : has('sparkling', 'cava', 'brut') ? '#efe1a0' : has('chardonnay', 'albari') ? '#e7d27a' : '#5b0f1f';
    case 'rum':
      return has('dark', 'overproof') ? '#4a2412' : has('spiced') ? '#8a4a1a' : '#c88a2e';
    case 'tequila':
      return has('añejo', 'anejo') ? '#9c5a1c' : has('reposado') ? '#d9a441' : '#eef4f1';
    case 'gin':
      return has('navy') ? '#cfe0f2' : '#e3f1ec';
    case 'sake':
      return has('nigori') ? '#f4f1ea' : has('daiginjo') ? '#d2e6cf' : '#e9f1f3';
    default:
      return '#eef3f6';
  }
}

function shapeOf(category: DemoCategory): Shape {
  switch (category) {
    case 'whiskey': // a square decanter with a wooden stopper
      return { body: 'M130 162q0-14 14-14h112q14 0 14 14v180q0 14-14 14h-112q-14 0-14-14z', top: '<rect x="183" y="108" width="34" height="42" fill="#d8cdb8" opacity=".7"/><rect x="170" y="72" width="60" height="38" rx="6" fill="#6b4423"/>', label: { x: 142, y: 205, width: 116, height: 110 }, painted: false };
    case 'wine': // a Bordeaux bottle with a foil capsule
      return { body: 'M186 150q-36 20-36 60v134q0 12 12 12h76q12 0 12-12v-134q0-40-36-60v-70h-28z', top: '<rect x="184" y="52" width="32" height="58" rx="4" fill="#2b2b2b"/>', label: { x: 156, y: 230, width: 88, height: 96 }, painted: false };
    case 'beer': // a tall can
      return { body: 'M142 118q0-10 10-10h96q10 0 10 10v228q0 10-10 10h-96q-10 0-10-10z', top: '<rect x="146" y="100" width="108" height="12" rx="5" fill="#b9c0c7"/>', label: { x: 142, y: 150, width: 116, height: 170 }, painted: true };
    case 'gin': // a squat, round-shouldered bottle
      return { body: 'M182 150q0 10-12 14l-34 10q-16 6-16 24v140q0 18 18 18h124q18 0 18-18v-140q0-18-16-24l-34-10q-12-4-12-14v-44h-36z', top: '<rect x="176" y="76" width="48" height="34" rx="6" fill="#2f5d50"/>', label: { x: 134, y: 214, width: 132, height: 100 }, painted: false };
    case 'vodka': // tall and slim
      return { body: 'M184 118q0 12-14 16q-15 5-15 22v188q0 12 12 12h66q12 0 12-12v-188q0-17-15-22q-14-4-14-16v-46h-32z', top: '<rect x="180" y="46" width="40" height="30" rx="4" fill="#1f3a5f"/>', label: { x: 160, y: 200, width: 80, height: 120 }, painted: false };
    case 'rum': // a round-bellied bottle
      return { body: 'M183 166q0 12-18 18q-37 14-37 62v92q0 18 18 18h108q18 0 18-18v-92q0-48-37-62q-18-6-18-18v-64h-34z', top: '<rect x="178" y="74" width="44" height="32" rx="5" fill="#3b2414"/>', label: { x: 140, y: 232, width: 120, height: 96 }, painted: false };
    case 'tequila': // wide and low, with a big cork
      return { body: 'M184 180q0 10-14 14l-38 8q-14 4-14 18v122q0 14 14 14h136q14 0 14-14v-122q0-14-14-18l-38-8q-14-4-14-14v-34h-32z', top: '<rect x="166" y="92" width="68" height="58" rx="12" fill="#8a6a44"/><rect x="166" y="136" width="68" height="10" fill="#5a4630"/>', label: { x: 130, y: 228, width: 140, height: 100 }, painted: false };
    case 'mixers': // a slim can
      return { body: 'M152 178q0-10 10-10h76q10 0 10 10v168q0 10-10 10h-76q-10 0-10-10z', top: '<rect x="156" y="160" width="88" height="12" rx="5" fill="#b9c0c7"/>', label: { x: 152, y: 200, width: 96, height: 130 }, painted: true };
    case 'sake': // a tall isshobin
      return { body: 'M186 150q-30 12-30 44v150q0 12 12 12h64q12 0 12-12v-150q0-32-30-44v-86h-28z', top: '<rect x="182" y="44" width="36" height="24" rx="4" fill="#7a1f2b"/>', label: { x: 162, y: 200, width: 76, height: 128 }, painted: false };
    case 'cocktail-kits': // a gift box
      return { body: 'M104 180h192v170h-192z', top: '<path d="M104 180l30-34h192l-30 34z" fill="#000" opacity=".18"/><path d="M296 180l30-34v170l-30 34z" fill="#000" opacity=".3"/>', label: { x: 124, y: 214, width: 152, height: 104 }, painted: true };
  }
}

/** Words into at most three lines that fit the label, with the largest font size that lets them. */
function wrap(text: string, width: number): { lines: string[]; size: number } {
  const words = text.split(/\s+/).filter(Boolean);
  for (let size = 19; size >= 10; size -= 1) {
    const perLine = Math.floor(width / (size * 0.56));
    const lines: string[] = [];
    for (const word of words) {
      const last = lines[lines.length - 1];
      if (last !== undefined && `${last} ${word}`.length <= perLine) lines[lines.length - 1] = `${last} ${word}`;
      else lines.push(word);
    }
    if (lines.length <= 3 && lines.every((line) => line.length <= perLine)) return { lines, size };
  }
  return { lines: words.slice(0, 3), size: 10 };
}

export function demoProductImageSvg(product: DemoImageProduct): string {
  const seed = hash(product.name);
  const category = product.categories[0];
  const shape = shapeOf(category);
  const labelColour = LABEL_COLOURS[seed % LABEL_COLOURS.length];
  const [backgroundTop, backgroundBottom] = BACKGROUNDS[(seed >>> 8) % BACKGROUNDS.length];
  const fill = shape.painted ? labelColour : liquidColour(product);
  const title = product.name.startsWith(product.brandName) ? product.name.slice(product.brandName.length).trim() || product.name : product.name;
  const { label } = shape;
  const { lines, size } = wrap(title, label.width - 12);
  const ink = shape.painted ? '#ffffff' : labelColour;
  const paper = shape.painted ? 'none' : '#fbf8f1';
  // Upper-case serif letters are about 0.72 em wide, plus 1 px of letter spacing each.
  const brandLength = product.brandName.length;
  const brandSize = Math.max(6, Math.min(11, Math.floor((label.width - 14 - brandLength) / (brandLength * 0.72))));
  const firstLine = label.y + label.height / 2 - ((lines.length - 1) * size * 1.15) / 2 + size * 0.35 + 8;
  const text = lines
    .map((line, index) => `<text x="200" y="${(firstLine + index * size * 1.15).toFixed(1)}" font-size="${size}" font-weight="700">${escapeXml(line)}</text>`)
    .join('');
  const name = escapeXml(product.name);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400" role="img" aria-label="${name}">
<title>${name}</title>
<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${backgroundTop}"/><stop offset="1" stop-color="${backgroundBottom}"/></linearGradient></defs>
<rect width="400" height="400" fill="url(#bg)"/>
<ellipse cx="200" cy="360" rx="110" ry="9" fill="#000" opacity=".13"/>
${shape.top}
<path d="${shape.body}" fill="${fill}" stroke="#000" stroke-opacity=".25" stroke-width="2"/>
<path d="${shape.body}" fill="#fff" opacity=".12" transform="translate(200 0) scale(.35 1) translate(-300 0)"/>
<rect x="${label.x}" y="${label.y}" width="${label.width}" height="${label.height}" rx="5" fill="${paper}"/>
<rect x="${label.x + 4}" y="${label.y + 4}" width="${label.width - 8}" height="${label.height - 8}" rx="3" fill="none" stroke="${ink}" stroke-opacity=".5"/>
<g fill="${ink}" font-family="Georgia, 'Times New Roman', serif" text-anchor="middle">
<text x="200" y="${label.y + 20}" font-size="${brandSize}" letter-spacing="1" opacity=".8">${escapeXml(product.brandName.toUpperCase())}</text>
${text}
</g>
</svg>
`;
}
