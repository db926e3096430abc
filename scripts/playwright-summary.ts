// What `npm test` reports of a Playwright JSON report. A test that passed only on a retry is flaky, and
// a test that needs a retry to pass is a defect: it counts as failed and is named, never as passed.

interface Suite {
  title: string;
  specs: { title: string; file: string; line: number; tests: { projectName: string; status: string }[] }[];
  suites?: Suite[];
}

export interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number };
  /** One suite per file; `describe` blocks nest inside. */
  suites: Suite[];
}

export interface PlaywrightSummary {
  passed: number;
  failed: number;
  /** `[project] file:line › describe › title` of each flaky test. */
  flaky: string[];
}

export function summarisePlaywright(report: PlaywrightReport): PlaywrightSummary {
  return {
    passed: report.stats.expected,
    failed: report.stats.unexpected + report.stats.flaky,
    flaky: report.suites.flatMap((file) => flakyIn(file, [])),
  };
}

function flakyIn(suite: Suite, describes: string[]): string[] {
  const own = suite.specs.flatMap((spec) =>
    spec.tests
      .filter((test) => test.status === 'flaky')
      .map((test) => `[${test.projectName}] ${spec.file}:${spec.line} › ${[...describes, spec.title].join(' › ')}`),
  );
  return [...own, ...(suite.suites ?? []).flatMap((inner) => flakyIn(inner, [...describes, inner.title]))];
}
