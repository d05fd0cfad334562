// A picture for Chromium's fake camera (--use-file-for-fake-video-capture): a QR code of the given text, as a
// Y4M video (grey, 4:2:0) of two identical frames that Chromium plays in a loop, black modules on a light ground with
// the standard quiet zone, drawn from the `qrcode` library's module matrix.
import { writeFileSync } from 'node:fs';
import { create } from 'qrcode';

const WIDTH = 640;
const HEIGHT = 480;
const QUIET = 4;
const DARK = 16;
const LIGHT = 235;

export function writeQrVideo(text: string, file: string): void {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  const side = modules.size + 2 * QUIET;
  const scale = Math.floor(Math.min(WIDTH, HEIGHT) / side);
  const left = Math.floor((WIDTH - side * scale) / 2);
  const top = Math.floor((HEIGHT - side * scale) / 2);
  const luma = Buffer.alloc(WIDTH * HEIGHT, LIGHT);
  for (let row = 0; row < modules.size; row++)
    for (let col = 0; col < modules.size; col++) {
      if (!modules.get(row, col)) continue;
      for (let dy = 0; dy < scale; dy++) {
        const start = (top + (row + QUIET) * scale + dy) * WIDTH + left + (col + QUIET) * scale;
        luma.fill(DARK, start, start + scale);
      }
    }
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`);
  writeFileSync(file, Buffer.concat([header, frame, frame]));
}
