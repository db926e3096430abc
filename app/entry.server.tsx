import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { ServerRouter, type EntryContext, type RouterContextProvider } from 'react-router';
import type { i18n } from 'i18next';
import { getI18n, i18nForPath } from '~/i18n/middleware.server';
import { NonceProvider } from '~/nonce';
import { config } from '~/config.server';
import { contentSecurityPolicy, createCspNonce } from '~/security-headers.server';

export const streamTimeout = 5_000;

/**
 * The page's i18next instance. When no route matched (a path like /%0A), the root middleware that
 * sets it never ran: the error page then speaks the language of the path all the same.
 */
function pageI18n(request: Request, loadContext: RouterContextProvider): i18n {
  try {
    return getI18n(loadContext);
  } catch {
    return i18nForPath(new URL(request.url).pathname);
  }
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // Crawlers and no-JS clients of SPA mode get the whole document at once; browsers get it streamed.
  const nonce = createCspNonce();
  responseHeaders.set('Content-Security-Policy', contentSecurityPolicy(nonce, config.usesBundledApi ? [] : [config.icmOrigin]));
  const waitForAll = isbot(request.headers.get('user-agent') ?? '') || routerContext.isSpaMode;
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <I18nextProvider i18n={pageI18n(request, loadContext)}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </I18nextProvider>
      </NonceProvider>,
      {
        nonce,
        [waitForAll ? 'onAllReady' : 'onShellReady']() {
          shellRendered = true;
          const body = new PassThrough();
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          resolve(
            new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }),
          );
          pipe(body);
        },
        onShellError: reject,
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors after the shell are already part of the stream; log them, never show them.
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1_000);
  });
}
