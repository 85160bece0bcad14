import { AGE_GATE_DELAY_MS, ageGateDelayLeft } from './use-age-gate';

describe('ageGateDelayLeft', () => {
  it('waits the rest of the second that began with the page load', () => {
    expect(ageGateDelayLeft(0)).toBe(AGE_GATE_DELAY_MS);
    expect(ageGateDelayLeft(300)).toBe(700);
  });

  it('opens at once when the app starts after that second has passed', () => {
    expect(ageGateDelayLeft(AGE_GATE_DELAY_MS)).toBe(0);
    expect(ageGateDelayLeft(2_750)).toBe(0);
  });
});
