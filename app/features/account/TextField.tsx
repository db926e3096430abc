import { type FieldMetadata, getInputProps } from '@conform-to/react';
import { FieldErrors } from '~/forms/FormParts';
import { useT } from '~/i18n/use-t';
import { RequiredMark } from '~/components/RequiredMark';

interface TextFieldProps {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  field: FieldMetadata<string | undefined, any, string[]>;
  label: string;
  type?: 'text' | 'email' | 'password' | 'tel';
  autoComplete: string;
  required?: boolean;
  /** Marked as required in its label (default: when `required`), e.g. a field required only in some cases. */
  marked?: boolean;
  maxLength?: number;
  /** The value before the user typed anything (an existing profile's). */
  defaultValue?: string;
  hint?: string;
}

/** A labelled input with its first error next to it (and a hint); a password never gets its typed value back. */
export function TextField({ field, label, type = 'text', autoComplete, required = false, marked = required, maxLength, defaultValue, hint }: TextFieldProps) {
  const t = useT();
  const { key, ...props } = getInputProps(field, { type });
  const hintId = hint ? `${field.id}-hint` : undefined;
  return (
    <div className="form-field">
      <label htmlFor={field.id}>
        {label}
        {marked ? (
          <RequiredMark />
        ) : (
          <span className="optional-mark"> {t('checkout.address.optional')}</span>
        )}
      </label>
      <input
        key={key}
        {...props}
        required={required}
        maxLength={maxLength}
        aria-describedby={[props['aria-describedby'], hintId].filter(Boolean).join(' ') || undefined}
        autoComplete={autoComplete}
        defaultValue={type === 'password' ? undefined : (field.initialValue ?? defaultValue ?? '')}
      />
      {hint && (
        <p className="field-hint" id={hintId}>
          {hint}
        </p>
      )}
      <FieldErrors id={field.errorId} errors={field.errors} />
    </div>
  );
}
