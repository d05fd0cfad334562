// Reading the pairing QR code (issue 38 item 9) with jsQR on the page's own thread: the camera's picture (or a photo)
// drawn into a canvas, at most QR_SIDE pixels on its long side, and decoded. No worker: the console's content policy
// allows scripts from its own address only, and a decoder library's worker made from a blob is refused. Loaded on
// first use only: /app is a phone's page, its first load stays small.
import { tokenFromScan } from '@cs/contracts/app/pairing-code';

const loadDecoder = () => import('jsqr').then((m) => m.default);
type Decoder = Awaited<ReturnType<typeof loadDecoder>>;

/** Long side of the picture that is decoded: a QR code on a screen fills a good part of it. */
const QR_SIDE = 720;
/** At most one decoding of the camera's picture per this many ms (decoding takes tens of ms on a phone). */
const DECODE_EVERY_MS = 150;

/** The camera can be asked for: a secure page (https or localhost) in a browser with media devices. */
export const cameraPossible = () =>
  typeof window !== 'undefined' && window.isSecureContext && !!navigator.mediaDevices?.getUserMedia;

function decode(jsQR: Decoder, source: CanvasImageSource, width: number, height: number): string | null {
  const scale = Math.min(1, QR_SIDE / Math.max(width, height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(width * scale);
  canvas.height = Math.round(height * scale);
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return null;
  context.drawImage(source, 0, 0, canvas.width, canvas.height);
  const image = context.getImageData(0, 0, canvas.width, canvas.height);
  return jsQR(image.data, image.width, image.height)?.data ?? null;
}

/** The pairing token in a photo of the QR code, or null when the photo shows no pairing code. */
export async function tokenInPhoto(file: Blob): Promise<string | null> {
  const jsQR = await loadDecoder();
  try {
    const bitmap = await createImageBitmap(file);
    const text = decode(jsQR, bitmap, bitmap.width, bitmap.height);
    bitmap.close();
    return text === null ? null : tokenFromScan(text);
  } catch {
    return null;
  }
}

/**
 * Shows the camera's picture in `video` and decodes it, paced by the browser's frames, until a pairing code shows (a
 * QR code that is no pairing code is passed over); `stop` ends it and frees the camera. Rejects when the camera
 * cannot be had (refused, none, not a secure page).
 */
export async function scanCamera(
  video: HTMLVideoElement,
  onToken: (token: string) => void,
): Promise<{ stop: () => void }> {
  const [jsQR, stream] = await Promise.all([
    loadDecoder(),
    navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false }),
  ]);
  let stopped = false;
  let frame = 0;
  let last = -Infinity;
  const stop = () => {
    stopped = true;
    cancelAnimationFrame(frame);
    stream.getTracks().forEach((track) => track.stop());
  };
  const look = (now: number) => {
    if (stopped) return;
    if (now - last >= DECODE_EVERY_MS && video.videoWidth > 0) {
      last = now;
      const text = decode(jsQR, video, video.videoWidth, video.videoHeight);
      const token = text === null ? null : tokenFromScan(text);
      if (token) {
        stop();
        return onToken(token);
      }
    }
    frame = requestAnimationFrame(look);
  };
  video.srcObject = stream;
  try {
    await video.play();
  } catch (error) {
    stop();
    throw error;
  }
  frame = requestAnimationFrame(look);
  return { stop };
}
