// A year's report and the guest profiles on real PostgreSQL: `npm run bench:reports`. Creates a
// database of its own (dekka_bench_reports_<pid>), migrates it, seeds a restaurant with two years
// of history (about 200 bookings a day with their tables and prepayments, and 20 food orders a
// day; the bookings come from 50,000 guests, matched by the guest-match trigger, and one regular
// with 100 visits), then times (5 warm-ups, 30 runs) the reports service's year, the regular's
// profile and guest searches through the guests service, and prints each median and p95 against
// its target (report <= 300 ms, profile <= 30 ms, search <= 50 ms); a p95 over its target fails
// the run. Drops the database afterwards unless BENCH_KEEP_DATABASE=1. BENCH_GUESTS changes the number of guests.
// BENCH_DATABASE_URL points it at another PostgreSQL server (default
// postgres://postgres@127.0.0.1:5432, trust auth); BENCH_BOOKINGS_PER_DAY and BENCH_DAYS change
// the history. The body is TypeScript inside the server's program (apps/server/bench), type-checked
// and linted with the server, as bench:orders is.
await import('../apps/server/bench/reports.ts');
