import type { SVGProps } from 'react';
import { cn } from '@/lib/utils';

// Generated from lucide-react 1.75.0 (ISC licence) icon data: the header icons, drawn without
// lucide-react's runtime so that every page's initial JavaScript does not carry it. Same look and
// attributes as lucide-react's components; icons elsewhere come from lucide-react as usual.

type IconNode = readonly (readonly [string, Record<string, string>])[];

function shellIcon(name: string, node: IconNode) {
  function Icon({ className, ...props }: SVGProps<SVGSVGElement>) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={24}
        height={24}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        className={cn('lucide', `lucide-${name}`, className)}
        {...props}
      >
        {node.map(([tag, { key, ...attributes }]) => {
          const Tag = tag as 'path';
          return <Tag key={key} {...attributes} />;
        })}
      </svg>
    );
  }
  return Icon;
}

export const Search = shellIcon('search', [
  ['path', { d: 'm21 21-4.34-4.34', key: '14j7rj' }],
  ['circle', { cx: '11', cy: '11', r: '8', key: '4ej97u' }],
] as const);

export const Heart = shellIcon('heart', [
  [
    'path',
    {
      d: 'M2 9.5a5.5 5.5 0 0 1 9.591-3.676.56.56 0 0 0 .818 0A5.49 5.49 0 0 1 22 9.5c0 2.29-1.5 4-3 5.5l-5.492 5.313a2 2 0 0 1-3 .019L5 15c-1.5-1.5-3-3.2-3-5.5',
      key: 'mvr1a0',
    },
  ],
] as const);

export const ShoppingBag = shellIcon('shopping-bag', [
  ['path', { d: 'M16 10a4 4 0 0 1-8 0', key: '1ltviw' }],
  ['path', { d: 'M3.103 6.034h17.794', key: 'awc11p' }],
  [
    'path',
    {
      d: 'M3.4 5.467a2 2 0 0 0-.4 1.2V20a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6.667a2 2 0 0 0-.4-1.2l-2-2.667A2 2 0 0 0 17 2H7a2 2 0 0 0-1.6.8z',
      key: 'o988cm',
    },
  ],
] as const);

export const Menu = shellIcon('menu', [
  ['path', { d: 'M4 5h16', key: '1tepv9' }],
  ['path', { d: 'M4 12h16', key: '1lakjw' }],
  ['path', { d: 'M4 19h16', key: '1djgab' }],
] as const);

export const MapPin = shellIcon('map-pin', [
  ['path', { d: 'M20 10c0 4.993-5.539 10.193-7.399 11.799a1 1 0 0 1-1.202 0C9.539 20.193 4 14.993 4 10a8 8 0 0 1 16 0', key: '1r0f0z' }],
  ['circle', { cx: '12', cy: '10', r: '3', key: 'ilqhr7' }],
] as const);

export const LayoutDashboard = shellIcon('layout-dashboard', [
  ['rect', { width: '7', height: '9', x: '3', y: '3', rx: '1', key: '10lvy0' }],
  ['rect', { width: '7', height: '5', x: '14', y: '3', rx: '1', key: '16une8' }],
  ['rect', { width: '7', height: '9', x: '14', y: '12', rx: '1', key: '1hutg5' }],
  ['rect', { width: '7', height: '5', x: '3', y: '16', rx: '1', key: 'ldoo1y' }],
] as const);
