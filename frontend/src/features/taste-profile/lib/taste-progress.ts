/** 5 hearts generate a profile and recommendations; 25 complete it; 6 shown. */
export const HEARTS_TO_GENERATE = 5;
export const HEARTS_TO_COMPLETE = 25;
export const RECOMMENDATIONS_SHOWN = 6;

export function tasteProgress(hearts: number): { canGenerate: boolean; complete: boolean; percent: number; label: string } {
  const percent = Math.min(100, Math.floor((hearts / HEARTS_TO_COMPLETE) * 100));
  const complete = hearts >= HEARTS_TO_COMPLETE;
  return { canGenerate: hearts >= HEARTS_TO_GENERATE, complete, percent, label: complete ? 'Complete' : `${percent}% complete` };
}
