/** Cuts `text` to `length` characters plus an ellipsis when it is longer. */
export function truncate(text: string, length: number): string {
  return text.length > length ? `${text.slice(0, length)}...` : text;
}
