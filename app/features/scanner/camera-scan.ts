// Scanning with the camera, loaded when the shopper starts it: the camera's stream in a video element,
// a few frames a second given to the browser's BarcodeDetector, and the first code read handed on (the
// page submits it through its form). Stopping ends the stream, so the camera light goes out.
import { barcodeDetectorClass } from './camera-support';

const FRAME_INTERVAL_MS = 200;

export interface CameraScan {
  stop(): void;
}

/** Starts the camera in `video` and calls `onCode` once with the first code read; rejects when there is no camera or it is refused. */
export async function startCameraScan(video: HTMLVideoElement, formats: string[], onCode: (code: string) => void): Promise<CameraScan> {
  const Detector = barcodeDetectorClass();
  if (!Detector) throw new Error('no BarcodeDetector');
  const detector = new Detector({ formats });
  const stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const stop = () => {
    stopped = true;
    clearTimeout(timer);
    for (const track of stream.getTracks()) track.stop();
    video.srcObject = null;
  };
  const look = async () => {
    if (stopped) return;
    const codes = video.readyState >= video.HAVE_CURRENT_DATA ? await detector.detect(video).catch(() => []) : [];
    const code = codes.find((found) => found.rawValue.trim())?.rawValue.trim();
    if (stopped) return;
    if (code) {
      stop();
      onCode(code);
      return;
    }
    timer = setTimeout(look, FRAME_INTERVAL_MS);
  };
  video.srcObject = stream;
  try {
    await video.play();
  } catch (error) {
    stop();
    throw error;
  }
  void look();
  return { stop };
}
