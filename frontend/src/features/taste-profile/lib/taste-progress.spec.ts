import { tasteProgress } from './taste-progress';

describe('taste profile progress', () => {
  it('generates from 5 hearts and is complete at 25', () => {
    expect(tasteProgress(4)).toEqual({ canGenerate: false, complete: false, percent: 16, label: '16% complete' });
    expect(tasteProgress(5)).toMatchObject({ canGenerate: true, label: '20% complete' });
    expect(tasteProgress(25)).toEqual({ canGenerate: true, complete: true, percent: 100, label: 'Complete' });
    expect(tasteProgress(40).label).toBe('Complete');
  });
});
