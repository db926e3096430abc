// A BarcodeDetector for browsers without one (Chromium on Linux has none): it reads EAN-13 codes from
// the middle row of the video's current frame. Given to page.addInitScript, so it must not use
// anything from outside its own body; where the browser has the API, it leaves the browser's.
export function installBarcodeDetectorStandIn() {
  if ('BarcodeDetector' in window) return;
  const L = ['0001101', '0011001', '0010011', '0111101', '0100011', '0110001', '0101111', '0111011', '0110111', '0001011'];
  const R = L.map((code) => [...code].map((bit) => (bit === '1' ? '0' : '1')).join(''));
  const G = R.map((code) => [...code].reverse().join(''));
  const PARITY = ['LLLLLL', 'LLGLGG', 'LLGGLG', 'LLGGGL', 'LGLLGG', 'LGGLLG', 'LGGGLL', 'LGLGLG', 'LGLGGL', 'LGGLGL'];
  /** A digit's four runs as module counts: "0001101" → "3211". */
  const runsOf = (code: string) => (code.match(/0+|1+/g) ?? []).map((run) => run.length).join('');
  const digitOf = (table: string[], runs: string) => table.findIndex((code) => runsOf(code) === runs);

  /** The run lengths of dark and light along a row, starting with the first dark pixel. */
  function runsAlong(row: number[]): number[] {
    const threshold = (Math.min(...row) + Math.max(...row)) / 2;
    const dark = row.map((value) => value < threshold);
    const runs: number[] = [];
    for (let x = dark.indexOf(true); x >= 0 && x < dark.length; ) {
      let end = x;
      while (end < dark.length && dark[end] === dark[x]) end++;
      runs.push(end - x);
      x = end;
    }
    return runs;
  }

  function decodeEan13(runs: number[]): string | undefined {
    if (runs.length < 59) return undefined;
    const digitRuns = (at: number) => {
      const widths = runs.slice(at, at + 4);
      const total = widths.reduce((sum, width) => sum + width, 0);
      return widths.map((width) => Math.max(1, Math.round((width * 7) / total))).join('');
    };
    let parity = '';
    const digits: number[] = [];
    for (let index = 0; index < 6; index++) {
      const runsOfDigit = digitRuns(3 + index * 4);
      const asL = digitOf(L, runsOfDigit);
      const asG = digitOf(G, runsOfDigit);
      if (asL < 0 && asG < 0) return undefined;
      parity += asL >= 0 ? 'L' : 'G';
      digits.push(asL >= 0 ? asL : asG);
    }
    for (let index = 0; index < 6; index++) {
      const digit = digitOf(R, digitRuns(32 + index * 4));
      if (digit < 0) return undefined;
      digits.push(digit);
    }
    const first = PARITY.indexOf(parity);
    if (first < 0) return undefined;
    const all = [first, ...digits];
    const sum = all.slice(0, 12).reduce((total, digit, index) => total + digit * (index % 2 ? 3 : 1), 0);
    return (10 - (sum % 10)) % 10 === all[12] ? all.join('') : undefined;
  }

  class BarcodeDetectorStandIn {
    static getSupportedFormats() {
      return Promise.resolve(['ean_13']);
    }
    detect(video: HTMLVideoElement): Promise<{ rawValue: string; format: string }[]> {
      const canvas = document.createElement('canvas');
      canvas.width = video.videoWidth;
      canvas.height = video.videoHeight;
      const context = canvas.getContext('2d', { willReadFrequently: true });
      if (!context || !canvas.width) return Promise.resolve([]);
      context.drawImage(video, 0, 0);
      const { data } = context.getImageData(0, Math.floor(canvas.height / 2), canvas.width, 1);
      const row = Array.from({ length: canvas.width }, (_, x) => data[x * 4] * 0.299 + data[x * 4 + 1] * 0.587 + data[x * 4 + 2] * 0.114);
      const code = decodeEan13(runsAlong(row));
      return Promise.resolve(code ? [{ rawValue: code, format: 'ean_13' }] : []);
    }
  }
  Object.assign(window, { BarcodeDetector: BarcodeDetectorStandIn });
}
