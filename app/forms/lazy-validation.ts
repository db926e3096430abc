// A form's validation in the browser, loaded when the shopper starts using the form: its zod schema
// and conform's zod parser come in chunks of their own, so pages do not carry a validation library
// (about 35 KB compressed) to every visitor. The schema is the one the action parses with.
import type { Submission } from '@conform-to/react';
import type { z } from 'zod';

export type Validate = (formData: FormData) => Submission<Record<string, unknown>, string[]>;

/** Loads the validation once, however many forms and renders ask for it. */
export type LazyValidation = () => Promise<Validate>;

/** `loadSchema` is a dynamic import of the schema's module, e.g. `() => import('./basket-forms').then((m) => m.addToBasketSchema)`. */
export function lazyValidation(loadSchema: () => Promise<z.ZodType>): LazyValidation {
  let loading: Promise<Validate> | undefined;
  return () => {
    loading ??= Promise.all([loadSchema(), import('@conform-to/zod/v4')]).then(
      ([schema, { parseWithZod }]) =>
        (formData: FormData) => parseWithZod(formData, { schema }) as Submission<Record<string, unknown>, string[]>,
    );
    return loading;
  };
}
