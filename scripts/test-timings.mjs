// The slowest tests of a run, from the JSON reports Vitest and Playwright write.

/** Vitest's JSON report: files, each with its assertion results and their durations. */
export function slowestVitestTests(report, count) {
  const tests = report.testResults.flatMap((file) =>
    file.assertionResults.map((test) => ({
      name: `${relative(file.name)} › ${test.fullName}`,
      ms: test.duration ?? 0,
    })),
  );
  return slowest(tests, count);
}

/** Playwright's JSON report: nested suites of specs, each with its tests' results (retries). */
export function slowestPlaywrightTests(report, count) {
  const tests = [];
  const visit = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      const ms = spec.tests.flatMap((t) => t.results).reduce((sum, r) => sum + r.duration, 0);
      tests.push({
        name: `${spec.file}:${spec.line} › ${[...titles, spec.title].join(' › ')}`,
        ms,
      });
    }
    for (const child of suite.suites ?? [])
      visit(child, child.file === child.title ? titles : [...titles, child.title]);
  };
  for (const file of report.suites) visit(file, []);
  return slowest(tests, count);
}

function slowest(tests, count) {
  return tests.sort((a, b) => b.ms - a.ms).slice(0, count);
}

function relative(file) {
  const cwd = `${process.cwd()}/`;
  return file.startsWith(cwd) ? file.slice(cwd.length) : file;
}
