// Preloaded (`node --require`) into the PWA's SSR server by the compatibility run: binds its listen to
// 127.0.0.1 instead of all interfaces, and appends every HTTP call the server itself makes (to the API)
// as a JSON line { time, method, host, path, status } to the file PWA_SSR_CALL_LOG.
const { subscribe } = require('node:diagnostics_channel');
const { appendFileSync } = require('node:fs');
const net = require('node:net');

const listen = net.Server.prototype.listen;
net.Server.prototype.listen = function (...args) {
  if (typeof args[0] === 'number' || typeof args[0] === 'string') {
    const callback = args.find(arg => typeof arg === 'function');
    return listen.call(this, { port: Number(args[0]), host: '127.0.0.1' }, callback);
  }
  if (args[0] && typeof args[0] === 'object' && args[0].port !== undefined) {
    return listen.call(this, { ...args[0], host: '127.0.0.1' }, ...args.slice(1));
  }
  return listen.apply(this, args);
};

const log = (request, status, details) =>
  appendFileSync(
    process.env.PWA_SSR_CALL_LOG,
    JSON.stringify({ time: Date.now(), method: request.method, host: request.getHeader('host'), path: request.path, status, ...details }) + '\n'
  );
subscribe('http.client.response.finish', ({ request, response }) => log(request, response.statusCode));
subscribe('http.client.request.error', ({ request, error }) =>
  log(request, 'failed', { error: error.code ?? error.message, aborted: Boolean(request.aborted) })
);
