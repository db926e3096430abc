// The crash test's API (order-crash.test.ts), run as a process of its own on COMMERCE_API_DB: the
// bundled API with a hook that, inside every order submission's transaction, says so on stderr and
// blocks the process (nothing else may run meanwhile) until the test kills it.
import { createCommerceApi } from '../../commerce-api/app';
import { CHANNEL } from './support';

const app = await createCommerceApi({
  dbFile: process.env.COMMERCE_API_DB!,
  channel: CHANNEL,
  insideOrderSubmission() {
    process.stderr.write('order submission paused inside its transaction\n');
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 60_000);
  },
});
console.log(`Commerce API listening at ${await app.listen({ port: 0, host: '127.0.0.1' })}`);
