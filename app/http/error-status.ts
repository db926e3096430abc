// The status an error gives its page (business-and-integration §4, status mapping): an error that is a
// text (a message thrown as such) is the request's fault, 400; a status of 0 (the backend could not be
// reached at all) is a gateway timeout, 504; an error status (400 to 599) an error carries (a backend's
// refusal that escaped its page's commerce boundary) is kept; anything else is the shop's own failure,
// 500. The server answers a page whose loader failed so (entry.server.tsx); the page itself shows the
// general error text, as the browser, which never sees the server's error, renders it too.

export function errorStatus(error: unknown): number {
  if (typeof error === 'string') return 400;
  const status = typeof error === 'object' && error !== null && 'status' in error ? error.status : undefined;
  if (status === 0) return 504;
  if (typeof status === 'number' && Number.isInteger(status) && status >= 400 && status <= 599) return status;
  return 500;
}
