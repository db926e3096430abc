// The shopper's address as the shop's HTTP server determined it (Express's `request.ip`, which honours
// X-Forwarded-For only from the proxies TRUST_PROXY names). server.ts writes it into this header of
// the request React Router handles, replacing whatever a client sent under that name.
export const CLIENT_ADDRESS_HEADER = 'x-shop-client-address';

export function clientAddressOf(request: Request): string | undefined {
  return request.headers.get(CLIENT_ADDRESS_HEADER) || undefined;
}
