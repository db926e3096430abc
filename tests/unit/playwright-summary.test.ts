import { describe, expect, it } from 'vitest';
import { summarisePlaywright, type PlaywrightReport } from '../../scripts/playwright-summary';

// The shape of Playwright's JSON report (taken from a run with one pass, one failure and one pass on a retry).
const report: PlaywrightReport = {
  stats: { expected: 1, unexpected: 1, flaky: 1 },
  suites: [
    {
      title: 'shape.spec.ts',
      specs: [
        { title: 'passes', file: 'shape.spec.ts', line: 5, tests: [{ projectName: 'js', status: 'expected' }] },
        { title: 'fails', file: 'shape.spec.ts', line: 6, tests: [{ projectName: 'js', status: 'unexpected' }] },
      ],
      suites: [
        {
          title: 'outer',
          specs: [{ title: 'fails once', file: 'shape.spec.ts', line: 3, tests: [{ projectName: 'no-js', status: 'flaky' }] }],
          suites: [],
        },
      ],
    },
  ],
};

describe('the Playwright summary of npm test', () => {
  it('counts a test that passed only on a retry as failed, not as passed', () => {
    const { passed, failed } = summarisePlaywright(report);
    expect(passed).toBe(1);
    expect(failed).toBe(2);
  });

  it('names each flaky test with its project, place and describe blocks', () => {
    expect(summarisePlaywright(report).flaky).toEqual(['[no-js] shape.spec.ts:3 › outer › fails once']);
  });
});
