// A year's report on real PostgreSQL: `npm run bench:reports`. Creates a database of its own
// (dekka_bench_reports_<pid>), migrates it, seeds a restaurant with two years of history (about
// 200 bookings a day with their tables and prepayments, and 20 food orders a day), then times
// the reports service's year (5 warm-ups, 30 runs) and prints the median and p95 against the
// target (p95 <= 300 ms); a p95 over it fails the run. Always drops the database.
// BENCH_DATABASE_URL points it at another PostgreSQL server (default
// postgres://postgres@127.0.0.1:5432, trust auth); BENCH_BOOKINGS_PER_DAY and BENCH_DAYS change
// the history. The body is TypeScript inside the server's program (apps/server/bench), type-checked
// and linted with the server, as bench:orders is.
await import('../apps/server/bench/reports.ts');
