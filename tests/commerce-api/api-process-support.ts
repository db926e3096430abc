// The real API as a child process on a database file (commerce-api/main.ts, or another entry such as
// paused-submission-api.ts): its origin once it listens, its stderr, and SIGKILL. Tests kill what
// is still running after each test with killRunningApis().
import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '..', '..');

export interface RunningApi {
  child: ChildProcess;
  origin: string;
  /** Resolves once stderr has shown the text. */
  stderrShows(text: string): Promise<void>;
  exited: Promise<void>;
}

const running = new Set<ChildProcess>();

/** `entry`: the program to run, commerce-api/main.ts or the paused API; `port`: 0 for a free one. */
export function startApi(dbFile: string, entry = 'commerce-api/main.ts', port = 0): Promise<RunningApi> {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: ROOT,
    env: { ...process.env, COMMERCE_API_PORT: String(port), COMMERCE_API_DB: dbFile },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let stdout = '';
  let stderr = '';
  const stderrWaiters: { text: string; resolve: () => void }[] = [];
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
    for (const waiter of stderrWaiters) if (stderr.includes(waiter.text)) waiter.resolve();
  });
  const exited = new Promise<void>(resolve => child.on('exit', () => (running.delete(child), resolve())));
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const match = /Commerce API listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(stdout);
      if (match) {
        resolve({
          child,
          origin: match[1],
          exited,
          stderrShows: text =>
            new Promise(done => {
              if (stderr.includes(text)) done();
              else stderrWaiters.push({ text, resolve: done });
            }),
        });
      }
    });
    child.on('exit', code => reject(new Error(`the API exited with ${code}: ${stdout}${stderr}`)));
  });
}

export async function kill(api: RunningApi): Promise<void> {
  api.child.kill('SIGKILL');
  await api.exited;
}

/** Kills every API process still running. */
export function killRunningApis(): void {
  for (const child of running) child.kill('SIGKILL');
}
