// vitest globalSetup: the integration tests load build/, so it must be current before any test runs.
import { spawnSync } from 'node:child_process';

export default function buildBeforeTests(): void {
  const result = spawnSync(process.execPath, ['scripts/ensure-build.mjs'], { stdio: 'inherit' });
  if (result.status !== 0) throw new Error('The build failed: see its output above');
}
