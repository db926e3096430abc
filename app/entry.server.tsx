import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { isRouteErrorResponse, ServerRouter, type EntryContext, type HandleErrorFunction, type RouterContextProvider } from 'react-router';
import { getTranslator, translatorForPath, type PageTranslator } from '~/i18n/middleware.server';
import { TranslatorProvider } from '~/i18n/use-t';
import { NonceProvider } from '~/http/nonce';
import { CriticalCssProvider } from '~/components/Stylesheets';
import { criticalCss, criticalStyleSource, styleSource } from '~/http/critical-style.server';
import { config } from '~/http/config.server';
import { contentSecurityPolicy, createCspNonce } from '~/http/security-headers.server';
import { getShop } from '~/http/shop-context.server';
import { sessionFrameAncestors } from '~/features/punchout/punchout-session.server';
import { NavigationMarkupProvider } from '~/features/catalog/MainNavigation';
import { navigationMarkup } from '~/features/catalog/navigation-markup.server';
import type { NavigationLayout } from '~/features/catalog/navigation-settings';
import type { NavigationCategory } from '~/features/catalog/navigation';
import { localeOfPath } from '~/i18n/locales';
import { errorStatus } from '~/http/error-status';

export const streamTimeout = 5_000;

/**
 * What the server log gets of an error: nothing for a shopper who left or an answer thrown on purpose
 * (404, 400, …), one line for a refused cross-site post (docs/decisions/013), the stack for the rest.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted || isRouteErrorResponse(error)) return;
  if (error instanceof Error && /`origin` header/i.test(error.message)) {
    console.warn(`Refused a post from another origin to ${new URL(request.url).pathname}`);
    return;
  }
  console.error(error);
};

/**
 * The page's translator. When no route matched (a path like /%0A), the root middleware that sets it
 * never ran: the error page then speaks the language of the path all the same.
 */
function pageTranslator(request: Request, loadContext: RouterContextProvider): PageTranslator {
  try {
    return getTranslator(loadContext);
  } catch {
    return translatorForPath(new URL(request.url).pathname);
  }
}

/**
 * Who may frame the page besides the shop: the storefront editor when PREVIEW_EDITOR_ORIGIN is set
 * (app/features/preview), and in a punchout session the origins the company configured
 * (app/features/punchout); nobody else, also when no route matched and no shop context was set up.
 */
function frameAncestors(loadContext: RouterContextProvider): string[] {
  const editor = config.previewEditorOrigin ? [config.previewEditorOrigin] : [];
  try {
    return [...editor, ...sessionFrameAncestors(getShop(loadContext)).filter((origin) => !editor.includes(origin))];
  } catch {
    return editor;
  }
}

/** The main navigation's entries as HTML for this page's menu, when the root loader gave it one. */
function pageNavigationMarkup(request: Request, routerContext: EntryContext): string | undefined {
  const root = routerContext.staticHandlerContext.loaderData.root as { navigation?: NavigationCategory[]; navigationLayout?: NavigationLayout } | undefined;
  const navigation = root?.navigation;
  if (!Array.isArray(navigation) || navigation.length === 0 || !root?.navigationLayout) return undefined;
  return navigationMarkup(navigation, localeOfPath(new URL(request.url).pathname).id, root.navigationLayout);
}

/** The extra configuration's theme style the root loader gave the page (decision 032), allowed by its hash. */
function pageThemeStyleSources(routerContext: EntryContext): string[] {
  const root = routerContext.staticHandlerContext.loaderData.root as { theme?: { style?: string } } | undefined;
  return typeof root?.theme?.style === 'string' ? [styleSource(root.theme.style)] : [];
}

/**
 * Renders the whole document, then answers it in one piece. Loaders await all a page shows (nothing is
 * deferred, so that readers without JavaScript and crawlers get everything), so streaming would gain no
 * time to first byte; writing the document as one buffer spares the many small chunks, their stream
 * conversions and socket writes, a measurable part of each page's CPU.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // A loader's failure that is no answer of its own (React Router's 500) answers with the status mapping's status.
  const pageError = Object.values(routerContext.staticHandlerContext.errors ?? {})[0];
  if (responseStatusCode === 500 && pageError !== undefined) responseStatusCode = errorStatus(pageError);
  const nonce = createCspNonce();
  responseHeaders.set('Content-Security-Policy', contentSecurityPolicy(nonce, config.usesBundledApi ? [] : [config.icmOrigin], [
      ...config.paymentProviderOrigins,
      // A form post (logout) may redirect to the single sign-on provider's end-session endpoint.
      ...(config.sso ? [new URL(config.sso.issuer).origin] : []),
    ], frameAncestors(loadContext), [criticalStyleSource, ...pageThemeStyleSources(routerContext)]));
  return new Promise<Response>((resolve, reject) => {
    // Cleared when the render ends: a pending timer would keep the whole render (its data, its
    // markup) alive for its full duration, hundreds of pages per worker under load.
    const renderTimeout = setTimeout(() => abort(), streamTimeout + 1_000).unref();
    const chunks: Buffer[] = [];
    const document = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        clearTimeout(renderTimeout);
        responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
        resolve(new Response(Buffer.concat(chunks), { headers: responseHeaders, status: responseStatusCode }));
        done();
      },
    });
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <CriticalCssProvider value={criticalCss}>
          <TranslatorProvider value={pageTranslator(request, loadContext).t}>
            <NavigationMarkupProvider value={pageNavigationMarkup(request, routerContext)}>
              <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
            </NavigationMarkupProvider>
          </TranslatorProvider>
        </CriticalCssProvider>
      </NonceProvider>,
      {
        nonce,
        onAllReady() {
          pipe(document);
        },
        onShellError(error: unknown) {
          clearTimeout(renderTimeout);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Logged, never shown: the error boundary renders the page. A shopper who left (the
          // request aborted) gets no page, and the failures that caused are no error of ours.
          if (!request.signal.aborted) console.error(error);
        },
      },
    );
  });
}
