import 'reflect-metadata';

/**
 * Handler unit specs in a few lines (immich's `newTestService` idea): `newHandler(Handler)` builds the
 * handler with every constructor dependency — its ports, and buses or services it is given — replaced
 * by a typed fake whose methods are `jest.fn()`s, made on first use. A spec stubs what the decision
 * under test reads and asserts on what it decides:
 *
 *   const { handler, ports: [accounts, hasher] } = newHandler(AuthenticateUserHandler);
 *   accounts.failedSignInsSince.mockResolvedValue([]);
 *
 * For `*.spec.ts` beside a handler only. Integration and e2e tests run against the real PostgreSQL
 * and Redis, never a fake: `newHandler` refuses to run in an `*.int-spec.ts` or `*.e2e-spec.ts`,
 * and lint refuses the import there.
 */

/** A port whose every method is a jest mock (unstubbed methods answer undefined). */
export type Fake<T> = jest.Mocked<T>;

/** The fakes of a constructor's parameters, in their order. */
export type Fakes<Parameters extends readonly unknown[]> = { [Index in keyof Parameters]: Fake<Parameters[Index]> };

type HandlerClass = new (...dependencies: any[]) => object;

/** Reading these must not find a mock: awaiting a fake (then), printing it, or matching it in expect(). */
const NOT_METHODS = new Set<PropertyKey>(['then', 'toJSON', 'asymmetricMatch', 'constructor', '$$typeof', 'nodeType', 'tagName', '_isMockFunction', 'mock']);

/** A fake of one port; `label` names its mocks in jest's messages (`USER_ACCOUNTS.create`). */
export function fakePort<T extends object>(label: string): Fake<T> {
  const methods = new Map<PropertyKey, jest.Mock>();
  return new Proxy({} as Fake<T>, {
    get(_target, property) {
      if (typeof property === 'symbol' || NOT_METHODS.has(property) || property.startsWith('@@')) return undefined;
      let method = methods.get(property);
      if (!method) {
        method = jest.fn().mockName(`${label}.${property}`);
        methods.set(property, method);
      }
      return method;
    },
  });
}

/** Real collaborators by constructor position, for what is pure code rather than a way out (a CSV reader). */
export type RealDependencies<Parameters extends readonly unknown[]> = {
  [Index in keyof Parameters as Index extends `${number}` ? Index : never]?: Parameters[Index];
};

/**
 * The handler with its dependencies faked; `ports` are the fakes in constructor order (where `real`
 * gives a dependency, that position holds the real one). Never give it a database or Redis adapter:
 * those are tested by int-specs.
 */
export function newHandler<Handler extends HandlerClass>(
  Handler: Handler,
  real: RealDependencies<ConstructorParameters<Handler>> = {},
): { handler: InstanceType<Handler>; ports: Fakes<ConstructorParameters<Handler>> } {
  refuseOutsideUnitSpecs();
  const given = real as Record<string, unknown>;
  const ports = dependencyLabels(Handler).map((label, index) => (String(index) in given ? given[String(index)] : fakePort(label)));
  return { handler: new Handler(...ports) as InstanceType<Handler>, ports: ports as Fakes<ConstructorParameters<Handler>> };
}

/** `@Inject(TOKEN)` names a port by its token; a class dependency (QueryBus, CheckoutService) by its class. */
function dependencyLabels(Handler: HandlerClass): string[] {
  const types: unknown[] = Reflect.getMetadata('design:paramtypes', Handler) ?? Array.from({ length: Handler.length });
  const injected: Array<{ index: number; param: unknown }> = Reflect.getMetadata('self:paramtypes', Handler) ?? [];
  return types.map((type, index) => {
    const token = injected.find((entry) => entry.index === index)?.param ?? type;
    if (typeof token === 'symbol') return token.description ?? `dependency ${index}`;
    if (typeof token === 'function' && token.name && token !== Object) return token.name;
    if (typeof token === 'string') return token;
    return `dependency ${index}`;
  });
}

function refuseOutsideUnitSpecs(): void {
  const testPath = expect.getState().testPath ?? '';
  if (/\.(int|e2e)-spec\.ts$/.test(testPath)) {
    throw new Error(`fake-ports is for handler unit specs; ${testPath} must use the real PostgreSQL and Redis (test/support/test-app.ts, test-database.ts)`);
  }
}
