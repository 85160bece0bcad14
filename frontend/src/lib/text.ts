/** Cuts `text` to `length` characters plus an ellipsis when it is longer (seed 000 §9 limits). */
export function truncate(text: string, length: number): string {
  return text.length > length ? `${text.slice(0, length)}...` : text;
}
