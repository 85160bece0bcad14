import { allowedMovesPhrase, transitionTable } from './transition-table';

type Light = 'red' | 'green' | 'amber' | 'off';

class LightRefused extends Error {
  constructor(readonly from: Light, readonly to: Light) {
    super(`${from} cannot become ${to}`);
  }
}

const lights = transitionTable<Light>({ red: ['green', 'off'], green: ['amber'], amber: ['red'], off: [] }, (from, to) => new LightRefused(from, to));

describe('transitionTable', () => {
  it('allows exactly the listed moves', () => {
    const allowed = lights.statuses.flatMap((from) => lights.statuses.filter((to) => lights.canMove(from, to)).map((to) => `${from}→${to}`));
    expect(allowed).toEqual(['red→green', 'red→off', 'green→amber', 'amber→red']);
  });

  it('refuses anything else with the table’s own error, naming the move', () => {
    expect(() => lights.assertMove('red', 'green')).not.toThrow();
    expect(() => lights.assertMove('green', 'red')).toThrow(new LightRefused('green', 'red'));
    expect(() => lights.assertMove('red', 'red')).toThrow(LightRefused);
  });

  it('knows its statuses and which are final', () => {
    expect(lights.statuses).toEqual(['red', 'green', 'amber', 'off']);
    expect(lights.isStatus('amber')).toBe(true);
    expect(lights.isStatus('blue')).toBe(false);
    expect(lights.isStatus(3)).toBe(false);
    expect(lights.statuses.filter(lights.isFinal)).toEqual(['off']);
  });

  it('phrases what a status may still become', () => {
    expect(allowedMovesPhrase(lights, 'red')).toBe('it can only become green or off');
    expect(allowedMovesPhrase(lights, 'off')).toBe('off is final');
  });
});
