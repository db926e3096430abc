import { createContext, useContext } from 'react';

// The Content-Security-Policy nonce of the current response; only the server knows it.
const NonceContext = createContext<string | undefined>(undefined);

export const NonceProvider = NonceContext.Provider;

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
