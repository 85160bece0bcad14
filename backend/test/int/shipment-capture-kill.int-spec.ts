import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { Client } from "pg";
import request from "supertest";
import {
  ACCEPTED_CARD,
  createProduct,
  shippingInfo,
} from "../support/buying-fixtures";
import { BACKEND_DIST, spawnApp, SpawnedApp } from "../support/spawn-app";
import {
  createMigratedDatabase,
  deleteRedisKeys,
  dropDatabase,
  TEST_PG_SERVER,
  TEST_REDIS_URL,
} from "../support/test-app";

const UPS = "1Z999AA10123456784";

/**
 * The process running a shipment's departure is SIGKILLed after the provider captured its share and
 * before the shipment's status was written (its timeline row waits on a table lock this test holds).
 * The step is retried on a new process: the provider is asked again with the same idempotency key
 * (`shipment:{id}:capture`), answers as the first time, and exactly one capture exists; the shipment
 * is shipped with its share captured once. Needs the backend built (`npm -w backend run build`).
 */
describe("A shipment captured once when the process dies between capture and status write (integration)", () => {
  const databaseName = `rounds_test_capture_kill_${process.pid}_${randomBytes(4).toString("hex")}`;
  const databaseUrl = `${TEST_PG_SERVER}/${databaseName}`;
  let env: Record<string, string>;
  const apps: SpawnedApp[] = [];
  const db = new Client({ connectionString: databaseUrl });

  beforeAll(async () => {
    if (!existsSync(resolve(BACKEND_DIST, "main.api.js")))
      throw new Error(
        `${BACKEND_DIST}/main.api.js is missing: run \`npm -w backend run build\` first`,
      );
    await createMigratedDatabase(databaseName);
    await db.connect();
    env = {
      NODE_ENV: "test",
      DATABASE_URL: databaseUrl,
      REDIS_URL: TEST_REDIS_URL,
      QUEUE_PREFIX: databaseName,
      SESSION_SECRET: "test-session-secret-that-is-long-enough-123",
      SEED_DEMO_DATA: "false",
      LOG_LEVEL: "error",
    };
  });

  afterAll(async () => {
    for (const app of apps) await app.stop("SIGKILL");
    await db.end();
    await dropDatabase(databaseName);
    await deleteRedisKeys(databaseName);
  });

  const query = async <T = Record<string, unknown>>(
    text: string,
    params: unknown[] = [],
  ) => (await db.query(text, params)).rows as T[];
  const until = async (what: string, condition: () => Promise<boolean>) => {
    const deadline = Date.now() + 30_000;
    while (!(await condition())) {
      if (Date.now() > deadline)
        throw new Error(`Timed out waiting for ${what}`);
      await new Promise((resolvePoll) => setTimeout(resolvePoll, 50));
    }
  };

  /** A failure names what each spawned app printed (errors only): a process that died on its own shows why. */
  const withAppOutputs = (body: () => Promise<void>) => async () => {
    try {
      await body();
    } catch (error) {
      const outputs = apps
        .map(
          (app, index) =>
            `--- app ${index + 1} (exit ${app.process.exitCode ?? app.process.signalCode ?? "running"}):\n${app.output()}`,
        )
        .join("\n");
      throw new Error(`${(error as Error).message}\n${outputs}`, {
        cause: error,
      });
    }
  };

  it(
    "retries the departure after the kill and captures exactly once",
    withAppOutputs(async () => {
      const first = await spawnApp("main.api.js", env);
      apps.push(first);

      // A brand with one product, a shopper's order of it, packed.
      const id = randomBytes(4).toString("hex");
      const brandBody = {
        username: `brand_${id}`,
        password: "correct-horse-battery",
        email: `b_${id}@example.com`,
        brandName: `Brand ${id}`,
        description: "Rye.",
      };
      const registered = (
        await request(first.url)
          .post("/api/auth/register-brand")
          .send(brandBody)
          .expect(201)
      ).body;
      const productId = await createProduct({ query }, registered.brand.id, {
        priceCents: 4000,
      });
      const shopper = request.agent(first.url);
      await shopper
        .post("/api/register")
        .send({ username: `shopper_${id}`, password: "correct-horse-battery" })
        .expect(201);
      const checkout = (
        await shopper
          .post("/api/checkout")
          .send({
            productId,
            fulfillmentType: "shipping",
            shippingInfo: shippingInfo(),
            paymentInfo: ACCEPTED_CARD,
            dateOfBirth: "1990-04-12",
          })
          .expect(201)
      ).body;
      const sessionId: string = checkout.alcpaySessionId;
      const [shipment] = await query<{ id: string; amount_cents: number }>(
        "select id, amount_cents from shipments where order_id = $1",
        [checkout.orders[0].id],
      );
      const seller = request.agent(first.url);
      await seller
        .post("/api/login")
        .send({ username: brandBody.username, password: brandBody.password })
        .expect(200);
      await seller
        .post(`/api/brands/shipments/${shipment.id}/pack`)
        .expect(200);

      // Hold the timeline table: the departure captures, then waits on the lock before its status write.
      const blocker = new Client({ connectionString: databaseUrl });
      await blocker.connect();
      await blocker.query("begin");
      await blocker.query("lock table shipment_events in exclusive mode");
      const departure = seller
        .post(`/api/brands/shipments/${shipment.id}/ship`)
        .send({ carrier: "ups", trackingNumber: UPS })
        .then(
          (response) => response.status,
          () => "connection lost",
        );
      await until(
        "the capture at the provider",
        async () =>
          (
            await query(
              "select 1 from sandbox_payment_operations where session_id = $1",
              [sessionId],
            )
          ).length === 1,
      );
      await until(
        "the status write waiting on the lock",
        async () =>
          (
            await query(
              "select 1 from pg_locks l join pg_class c on c.oid = l.relation where c.relname = 'shipment_events' and not l.granted",
            )
          ).length > 0,
      );

      first.process.kill("SIGKILL");
      await first.stop("SIGKILL");
      await blocker.query("rollback");
      await blocker.end();
      expect(await departure).toBe("connection lost");

      // The killed process's transaction never committed: the shipment is still packed, its share captured at the provider.
      await until(
        "the killed transaction to end",
        async () =>
          (
            await query<{ status: string }>(
              "select status from shipments where id = $1",
              [shipment.id],
            )
          )[0].status === "packed" &&
          (
            await query(
              "select 1 from pg_stat_activity where state = 'idle in transaction' and datname = $1",
              [databaseName],
            )
          ).length === 0,
      );
      expect(
        await query("select captured_cents from shipments where id = $1", [
          shipment.id,
        ]),
      ).toEqual([{ captured_cents: 0 }]);
      expect(
        await query(
          "select captured_cents from sandbox_payment_sessions where id = $1",
          [sessionId],
        ),
      ).toEqual([{ captured_cents: shipment.amount_cents }]);

      // Recovery: the seller retries on a new process.
      const second = await spawnApp("main.api.js", env);
      apps.push(second);
      const again = request.agent(second.url);
      await again
        .post("/api/login")
        .send({ username: brandBody.username, password: brandBody.password })
        .expect(200);
      await again
        .post(`/api/brands/shipments/${shipment.id}/ship`)
        .send({ carrier: "ups", trackingNumber: UPS })
        .expect(200);

      expect(
        await query(
          "select kind, amount_cents, idempotency_key from sandbox_payment_operations where session_id = $1",
          [sessionId],
        ),
      ).toEqual([
        {
          kind: "capture",
          amount_cents: shipment.amount_cents,
          idempotency_key: `shipment:${shipment.id}:capture`,
        },
      ]);
      expect(
        await query(
          "select captured_cents from sandbox_payment_sessions where id = $1",
          [sessionId],
        ),
      ).toEqual([{ captured_cents: shipment.amount_cents }]);
      expect(
        await query(
          "select status, captured_cents from shipments where id = $1",
          [shipment.id],
        ),
      ).toEqual([{ status: "shipped", captured_cents: shipment.amount_cents }]);
      expect(
        (
          await query<{ status: string }>(
            "select status from orders where id = $1",
            [checkout.orders[0].id],
          )
        )[0].status,
      ).toBe("shipped");
    }),
  );
});
