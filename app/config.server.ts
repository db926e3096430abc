// Runtime configuration of the storefront, read once from the environment.

function required(name: string, fallback?: string): string {
  const value = process.env[name] ?? fallback;
  if (value === undefined) throw new Error(`Environment variable ${name} is required`);
  return value;
}

const bundledApiPort = Number(process.env.COMMERCE_API_PORT ?? 4000);
const channel = process.env.ICM_CHANNEL ?? 'inSPIRED-inTRONICS-Site';

/** Where the ICM REST API lives: a real ICM when ICM_BASE_URL is set, else the bundled commerce API. */
export const config = {
  icmBaseUrl:
    process.env.ICM_BASE_URL?.replace(/\/$/, '') ??
    `http://127.0.0.1:${bundledApiPort}/INTERSHOP/rest/WFS/${channel}/-`,
  /** Origin that serves ICM's static files (product images); the storefront proxies it when bundled. */
  icmOrigin: process.env.ICM_BASE_URL ? new URL(process.env.ICM_BASE_URL).origin : `http://127.0.0.1:${bundledApiPort}`,
  usesBundledApi: !process.env.ICM_BASE_URL,
  sessionSecrets: required('SESSION_SECRET', process.env.NODE_ENV === 'production' ? undefined : 'dev-only-secret-change-me').split(','),
  secureCookies: process.env.SECURE_COOKIES === 'true',
  defaultCurrency: process.env.DEFAULT_CURRENCY ?? 'EUR',
  currencies: (process.env.CURRENCIES ?? 'EUR,USD').split(','),
  /** Stock at or below this count shows as low stock. */
  lowStockThreshold: Number(process.env.LOW_STOCK_THRESHOLD ?? 5),
};
