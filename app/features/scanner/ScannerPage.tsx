import { getInputProps } from '@conform-to/react';
import { useEffect, useRef, useState } from 'react';
import { Form, useNavigation } from 'react-router';
import { EnhancedMarker, FieldErrors, Messages, pendingProps } from '~/forms/FormParts';
import { INTENT_FIELD } from '~/forms/form-reply';
import { lazyValidation } from '~/forms/lazy-validation';
import { useShopForm } from '~/forms/use-shop-form';
import { useT } from '~/i18n/use-t';
import type { CameraScan } from './camera-scan';
import { cameraScanFormats } from './camera-support';
import { CODE_MAX_LENGTH, SCANNER_FORM_ID, SCANNER_INTENTS, type ScannerInput } from './scanner-form';

const scannerValidation = lazyValidation(() => import('./scanner-form').then((module) => module.scannerSchema));

type CameraState = 'off' | 'starting' | 'scanning' | 'failed';

/**
 * "Scan with camera", offered only once the page runs where the browser detects barcodes and has a
 * camera: the stream shows in the page until a code is read, which goes to `onCode`.
 */
function CameraScanner({ onCode }: { onCode: (code: string) => void }) {
  const t = useT();
  const [formats, setFormats] = useState<string[]>([]);
  const [state, setState] = useState<CameraState>('off');
  const video = useRef<HTMLVideoElement>(null);
  const scan = useRef<CameraScan | undefined>(undefined);

  useEffect(() => {
    let mounted = true;
    void cameraScanFormats().then((supported) => mounted && setFormats(supported));
    return () => {
      mounted = false;
      scan.current?.stop();
    };
  }, []);

  if (formats.length === 0) return null;

  const start = async () => {
    if (!video.current) return;
    setState('starting');
    try {
      const { startCameraScan } = await import('./camera-scan');
      scan.current = await startCameraScan(video.current, formats, (code) => {
        scan.current = undefined;
        setState('off');
        onCode(code);
      });
      // A code read while the camera was starting has already switched it off.
      setState((current) => (current === 'starting' ? 'scanning' : current));
    } catch {
      setState('failed');
    }
  };
  const stop = () => {
    scan.current?.stop();
    scan.current = undefined;
    setState('off');
  };

  const running = state === 'starting' || state === 'scanning';
  return (
    <section className="camera-scanner">
      {running ? (
        <button type="button" onClick={stop}>
          {t('code_scanner.camera.stop.button')}
        </button>
      ) : (
        <button type="button" onClick={() => void start()}>
          {t('code_scanner.camera.button')}
        </button>
      )}
      <p role="status">{state === 'scanning' && t('code_scanner.camera.hint')}</p>
      {state === 'failed' && <p role="alert">{t('code_scanner.camera.error')}</p>}
      <video ref={video} hidden={!running} muted playsInline aria-label={t('code_scanner.camera.video.label')} />
    </section>
  );
}

/**
 * /scanner and /scandit: the code under a barcode, typed (the way without JavaScript or camera) or read
 * by the camera, opens its product or adds it to the basket.
 */
export function ScannerPage({ actionData }: { actionData: unknown }) {
  const t = useT();
  const { fields, messages, formProps } = useShopForm<ScannerInput>(scannerValidation, SCANNER_FORM_ID, actionData, { validateOn: 'submit', notesAsToasts: true });
  const busy = useNavigation().state === 'submitting';
  const form = useRef<HTMLFormElement>(null);
  const open = useRef<HTMLButtonElement>(null);
  const field = fields.code;
  const { key, ...inputProps } = getInputProps(field, { type: 'text' });

  /** A code the camera read goes through the form, as if typed and sent with "show product". */
  const submitCode = (code: string) => {
    const input = form.current?.elements.namedItem(field.name);
    if (!(input instanceof HTMLInputElement)) return;
    input.value = code;
    form.current?.requestSubmit(open.current);
  };

  return (
    <div className="code-scanner">
      <h1>{t('code_scanner.heading')}</h1>
      <p>{t('code_scanner.intro.text')}</p>
      <Messages messages={messages} />
      <Form method="post" {...formProps} ref={form} className="account-form scanner-form">
        <EnhancedMarker />
        <div className="form-field field-code">
          <label htmlFor={field.id}>{t('code_scanner.code.label')}</label>
          <input key={key} {...inputProps} required maxLength={CODE_MAX_LENGTH} autoComplete="off" spellCheck={false} />
          <FieldErrors id={field.errorId} errors={field.errors} />
        </div>
        <div className="form-actions">
          <button ref={open} type="submit" name={INTENT_FIELD} value={SCANNER_INTENTS.open} className="button-primary" {...pendingProps(busy)}>
            {t('code_scanner.open.button')}
          </button>
          <button type="submit" name={INTENT_FIELD} value={SCANNER_INTENTS.add} className="button-secondary" {...pendingProps(busy)}>
            {t('code_scanner.add.button')}
          </button>
        </div>
      </Form>
      <CameraScanner onCode={submitCode} />
    </div>
  );
}
