// vitest globalSetup: the integration tests load build/, so it must be current before any test runs.
// TESTS_WITHOUT_BUILD=1 skips it, for runs of API or unit tests only while someone else is building.
import { spawnSync } from 'node:child_process';

export default function buildBeforeTests(): void {
  if (process.env.TESTS_WITHOUT_BUILD === '1') return;
  const result = spawnSync(process.execPath, ['scripts/ensure-build.mjs'], { stdio: 'inherit' });
  if (result.status !== 0) throw new Error('The build failed: see its output above');
}
