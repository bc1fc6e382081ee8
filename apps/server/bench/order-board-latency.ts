// How fast a paid food order reaches the kitchen's board (docs/decisions/047-order-board.md).
// One in-process server on PGlite (the test app, as the server tests build it) listening on a
// real port; a staff screen joins the hub's /guest-list namespace exactly as the board page does;
// then diners create and pay a takeaway order over HTTP (the sandbox's approved card, no 3-D
// Secure): BENCH_ORDERS one after another, then the same number BENCH_CONCURRENCY at a time.
// For each order it prints the time from the pay response to ORDERS_CHANGED for that order
// reaching the screen (negative when the message beats the HTTP response: the database notifies
// at commit, before the answer is written), and from the pay request to the message.
//
//   npm run bench:orders
import {
  GUEST_LIST_NAMESPACE,
  ORDERS_CHANGED,
  PAYMENT_HUB_PATH,
} from '@dekka/contracts/payment-hub';
import { createRequire } from 'node:module';
import { accountClient } from '../test/accounts/account-client.ts';
import { mailbox } from '../test/accounts/mailbox.ts';
import { addStaff } from '../test/accounts/staff-fixtures.ts';
import { createTestClock } from '../test/helpers/booking-factories.ts';
import { buildTestApp } from '../test/helpers/test-app.ts';
import {
  createOrderRestaurant,
  ORDER_TEST_ENV,
  orderBody,
  orderCard,
} from '../test/orders/order-fixture.ts';

/**
 * The web app's own socket.io-client (a dependency of apps/web), so the screen here speaks the
 * client the board page ships, as bench/guest-list.mjs does.
 */
const { io } = createRequire(new URL('../../web/package.json', import.meta.url))(
  'socket.io-client',
) as { io: (uri: string, options: Record<string, unknown>) => HubSocket };

/** The little of socket.io-client's Socket the bench uses. */
interface HubSocket {
  on(event: string, listener: (...args: never[]) => void): void;
  once(event: string, listener: (...args: never[]) => void): void;
  close(): void;
}

const ORDERS = Number(process.env.BENCH_ORDERS ?? 50);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 5);
/** An order not heard by then counts as lost. */
const HEARD_TIMEOUT_MS = 5000;

const mail = mailbox();
const t = await buildTestApp({
  clock: createTestClock(),
  mail: mail.transport,
  env: ORDER_TEST_ENV,
});
const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
// The most a slot may take (100), slots filled one after another: the bench measures the channel,
// not the kitchen's capacity.
const PER_SLOT = 100;
const restaurant = await createOrderRestaurant(t.database.db, { ordersPerSlot: PER_SLOT });
let placedSoFar = 0;
function nextSlot(): string {
  const quarter = Math.floor(placedSoFar++ / PER_SLOT);
  const minutes = 13 * 60 + quarter * 15;
  const hh = String(Math.floor(minutes / 60)).padStart(2, '0');
  return `2030-03-01T${hh}:${String(minutes % 60).padStart(2, '0')}`;
}
await addStaff(t.database.db, restaurant.restaurantId, 'host', 'bench-host@example.com');
const staffToken = await accountClient(t.app, mail).signIn('bench-host@example.com');

const heardAt = new Map<number, number>();
const waiting = new Map<number, () => void>();
const screen = io(`${base}${GUEST_LIST_NAMESPACE}`, {
  path: PAYMENT_HUB_PATH,
  auth: { token: staffToken, restaurantId: restaurant.restaurantId },
  transports: ['websocket'],
});
screen.on(ORDERS_CHANGED, (message: { orderId: number | null }) => {
  if (message.orderId === null || heardAt.has(message.orderId)) return;
  heardAt.set(message.orderId, performance.now());
  waiting.get(message.orderId)?.();
});
await new Promise<void>((resolve, reject) => {
  screen.once('connect', () => resolve());
  screen.once('connect_error', reject);
});

async function post(path: string, body: unknown): Promise<Record<string, unknown>> {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as Record<string, unknown>;
}

/** One diner: creates and pays; the times from the pay request and response to the board. */
async function diner(): Promise<{ fromResponse: number; fromRequest: number }> {
  const created = await post('/api/web/orders', orderBody(restaurant, { slot: nextSlot() }));
  const token = String(created.token);
  const sent = performance.now();
  const paid = await post(`/api/web/orders/${token}/pay`, { card: orderCard(), language: 'en' });
  const answered = performance.now();
  if (paid.response !== 1) throw new Error(`not paid: ${JSON.stringify(paid)}`);
  const row = await t.database.db.query.foodOrders.findFirst({
    columns: { id: true },
    where: (order, { eq }) => eq(order.token, token),
  });
  const id = row?.id ?? -1;
  if (!heardAt.has(id)) {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`order ${id} not heard`)), HEARD_TIMEOUT_MS);
      waiting.set(id, () => {
        clearTimeout(timer);
        resolve();
      });
    });
  }
  const heard = heardAt.get(id) ?? Number.NaN;
  return { fromResponse: heard - answered, fromRequest: heard - sent };
}

function report(label: string, samples: { fromResponse: number; fromRequest: number }[]) {
  const stats = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const at = (q: number) =>
      sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
    return `p50 ${at(0.5).toFixed(1)}  p95 ${at(0.95).toFixed(1)}  max ${(sorted.at(-1) ?? 0).toFixed(1)} ms`;
  };
  console.log(`${label} (${samples.length} orders)`);
  console.log(`  pay response → ORDERS_CHANGED: ${stats(samples.map((s) => s.fromResponse))}`);
  console.log(`  pay request  → ORDERS_CHANGED: ${stats(samples.map((s) => s.fromRequest))}`);
}

try {
  // Warm-up: the first order pays for compiling and caching.
  for (let i = 0; i < 3; i += 1) await diner();
  const sequential = [];
  for (let i = 0; i < ORDERS; i += 1) sequential.push(await diner());
  report('sequential', sequential);
  const concurrent = [];
  for (let i = 0; i < ORDERS; i += CONCURRENCY) {
    const batch = Math.min(CONCURRENCY, ORDERS - i);
    concurrent.push(...(await Promise.all(Array.from({ length: batch }, () => diner()))));
  }
  report(`${CONCURRENCY} at a time`, concurrent);
} finally {
  screen.close();
  await t.close();
}
