// How fast a paid food order reaches the kitchen's board: `npm run bench:orders`.
// The benchmark drives the server's own test helpers, so its body is TypeScript inside the
// server's program (apps/server/bench), type-checked and linted with the server rather than as
// a second copy of it.
await import('../apps/server/bench/order-board-latency.ts');
