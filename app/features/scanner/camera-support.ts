// Whether this browser can scan with its camera: the Barcode Detection API (not in every browser, and
// on Linux in none) with at least one of the formats shop labels carry, and a camera to ask for. Small
// and loaded with the page; the scanning itself is in camera-scan.ts, loaded when it starts.

/** The label formats the scanner reads (EAN-13/EAN-8, UPC, Code 128, QR), as the API names them. */
export const SCAN_FORMATS = ['ean_13', 'ean_8', 'upc_a', 'upc_e', 'code_128', 'qr_code'] as const;

/** The part of the Barcode Detection API the scanner uses (TypeScript's DOM types do not have it yet). */
export interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}

export interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats(): Promise<string[]>;
}

export const barcodeDetectorClass = () => (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;

/** The scanner's formats this browser detects; none when it cannot scan with a camera. */
export async function cameraScanFormats(): Promise<string[]> {
  const Detector = barcodeDetectorClass();
  if (!Detector || !navigator.mediaDevices?.getUserMedia) return [];
  const supported = await Detector.getSupportedFormats().catch(() => [] as string[]);
  return SCAN_FORMATS.filter((format) => supported.includes(format));
}
