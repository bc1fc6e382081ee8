// What Prometheus metrics cost a request in CPU time, metrics off against on in one process:
// `npm run bench:metrics`. The body drives the server's own test helpers, so it is TypeScript
// inside the server's program (apps/server/bench), as bench/order-board-latency.mjs's is.
await import('../apps/server/bench/metrics-cost.ts');
