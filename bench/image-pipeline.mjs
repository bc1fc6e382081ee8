// Time per photo through the upload pipeline (apps/server/src/modules/media/image-pipeline.ts):
// header check, one decode turned upright, every size in AVIF and WebP, as an upload runs it.
// Inputs are made here: a 12-megapixel JPEG (4000 × 3000, photo-like: shapes, gradients and grain)
// and a 2-megapixel PNG (1920 × 1080). Prints median and p95 over RUNS uploads of each.
//
//   npm run bench:images            (RUNS=20 by default)
import { createRequire } from 'node:module';
import { tsImport } from 'tsx/esm/api';

// sharp is the server's dependency: loaded from there, as the pipeline loads it.
const sharp = createRequire(new URL('../apps/server/package.json', import.meta.url))('sharp');

const RUNS = Number(process.env.RUNS ?? 20);
const { processImage } = await tsImport(
  '../apps/server/src/modules/media/image-pipeline.ts',
  import.meta.url,
);

/** A photo-like picture: warm gradients, soft shapes and sensor grain. */
async function picture(width, height) {
  const shapes = Array.from({ length: 40 }, (_, i) => {
    const x = (i * 977) % width;
    const y = (i * 613) % height;
    const r = 40 + ((i * 131) % 400);
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="hsl(${(i * 37) % 60},55%,${30 + (i % 5) * 10}%)" opacity="0.6"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#6b3a24"/><stop offset="1" stop-color="#f0c890"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>${shapes}</svg>`;
  // Sensor grain, so the JPEG is as large and as hard to encode as a phone's (several MB).
  const grain = await sharp({
    create: { width, height, channels: 3, noise: { type: 'gaussian', mean: 128, sigma: 10 } },
  })
    .png({ compressionLevel: 0 })
    .toBuffer();
  const base = await sharp(Buffer.from(svg))
    .composite([{ input: grain, blend: 'overlay' }])
    .png({ compressionLevel: 0 })
    .toBuffer();
  return sharp(base);
}

function stats(times) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
  return { median: at(0.5), p95: at(0.95), min: sorted[0], max: sorted.at(-1) };
}

async function bench(label, bytes, kind) {
  await processImage(bytes, kind); // warm-up: libvips and the encoders load once
  const times = [];
  let variants = 0;
  let outBytes = 0;
  for (let i = 0; i < RUNS; i += 1) {
    const started = performance.now();
    const result = await processImage(bytes, kind);
    times.push(performance.now() - started);
    variants = result.variants.length;
    outBytes = result.variants.reduce((sum, v) => sum + v.data.length, 0);
  }
  const s = stats(times);
  console.log(
    `${label.padEnd(34)} median ${s.median.toFixed(0)} ms  p95 ${s.p95.toFixed(0)} ms  ` +
      `(min ${s.min.toFixed(0)}, max ${s.max.toFixed(0)}; ${variants} files, ${(outBytes / 1024).toFixed(0)} kB out)`,
  );
}

const jpeg = await (await picture(4000, 3000)).jpeg({ quality: 90 }).toBuffer();
const png = await (await picture(1920, 1080)).png().toBuffer();
console.log(
  `image pipeline, ${RUNS} runs each; inputs: JPEG ${(jpeg.length / 1e6).toFixed(1)} MB, ` +
    `PNG ${(png.length / 1e6).toFixed(1)} MB; sharp threads ${sharp.concurrency()}`,
);
await bench('12 MP JPEG → cover (4 widths × 2)', jpeg, 'cover');
await bench('2 MP PNG → gallery (4 widths × 2)', png, 'gallery');
await bench('2 MP PNG → logo (3 boxes × 2)', png, 'logo');
