// The scanner's one form (shopping-core §2, §8): a code, typed or recognised by the camera, and what to
// do with its product: open its page or add it to the basket. The action parses with this schema, the
// page validates with it while typing. Messages are translation keys.
import { z } from 'zod';

export const SCANNER_FORM_ID = 'code-scanner';

/** The two submit buttons' intents. */
export const SCANNER_INTENTS = { open: 'open', add: 'add' } as const;

export const CODE_MAX_LENGTH = 100;

export const SCANNER_ERROR = {
  required: 'code_scanner.code.error.required',
  tooLong: 'form.field.error.too_long',
  notFound: 'ede.code_scanner.error_message.product_not_found',
  notOrderable: 'product.error.not_orderable',
} as const;

export const scannerSchema = z.object({
  code: z.string({ error: SCANNER_ERROR.required }).trim().min(1, SCANNER_ERROR.required).max(CODE_MAX_LENGTH, SCANNER_ERROR.tooLong),
});

export type ScannerInput = z.input<typeof scannerSchema>;
