/** Cuts `text` to `length` characters plus an ellipsis when it is longer. */
export function truncate(text: string, length: number): string {
  return text.length > length ? `${text.slice(0, length)}...` : text;
}

/** '1 product', '3 products', '0 errors': the count with its noun in the right number. */
export function pluralize(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}
