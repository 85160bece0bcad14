import { pluralize } from '@/lib/text';

/** The drawer badge's 'N item(s)': '1 item', '3 items'. */
export function itemCountLabel(count: number): string {
  return pluralize(count, 'item');
}
