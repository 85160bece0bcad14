import { Inject } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { fakePort, newHandler } from './fake-ports';

interface Greetings {
  greet(name: string): Promise<string>;
}
const GREETINGS = Symbol('GREETINGS');

class GreetHandler {
  constructor(
    @Inject(GREETINGS) private readonly greetings: Greetings,
    private readonly queryBus: QueryBus,
  ) {}

  async execute(name: string): Promise<string> {
    await this.queryBus.execute({} as never);
    return this.greetings.greet(name);
  }
}

describe('newHandler', () => {
  it('gives the handler a typed fake per constructor dependency, in order', async () => {
    const { handler, ports: [greetings, queryBus] } = newHandler(GreetHandler);
    greetings.greet.mockResolvedValue('hello maya');
    expect(await handler.execute('maya')).toBe('hello maya');
    expect(greetings.greet).toHaveBeenCalledWith('maya');
    expect(queryBus.execute).toHaveBeenCalledTimes(1);
  });

  it('names each mock by its injection token or class, for readable failures', () => {
    const { ports: [greetings, queryBus] } = newHandler(GreetHandler);
    expect(greetings.greet.getMockName()).toBe('GREETINGS.greet');
    expect(queryBus.execute.getMockName()).toBe('QueryBus.execute');
  });

  it('takes a real collaborator for a position when one is given', async () => {
    const greetings: Greetings = { greet: async (name) => `hi ${name}` };
    const { handler, ports: [given, queryBus] } = newHandler(GreetHandler, { 0: greetings });
    expect(given).toBe(greetings);
    expect(await handler.execute('ben')).toBe('hi ben');
    expect(queryBus.execute).toHaveBeenCalled();
  });

  it('can be awaited and printed without turning into a mock', async () => {
    const port = fakePort<Greetings>('GREETINGS');
    await expect(Promise.resolve(port)).resolves.toBe(port);
    expect(() => JSON.stringify(port)).not.toThrow();
  });

  it('refuses to run in an integration or e2e test', () => {
    const state = expect.getState();
    const spy = jest.spyOn(expect, 'getState').mockReturnValue({ ...state, testPath: '/x/cart.int-spec.ts' });
    try {
      expect(() => newHandler(GreetHandler)).toThrow(/real PostgreSQL and Redis/);
    } finally {
      spy.mockRestore();
    }
  });
});
