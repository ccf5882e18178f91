/**
 * Turns a clean page into a simulated phone photo: the page tilted in perspective on a darker desk
 * with its edges showing, light falling off across it, a shadow band, blur, sensor noise and
 * lossy compression. Everything is driven by a seeded generator, so a seed always gives the same photo.
 */
import sharp from 'sharp';
import {
  solveHomography,
  warpPerspective,
  type Point,
} from '../../../apps/server/src/adapters/ocr/image/homography.js';

/** mulberry32: small, fast, and the same sequence on every machine. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface PhotoParams {
  /** Photo size in pixels (portrait); 4000 × 3000 is 12 MP. */
  width: number;
  height: number;
  /** In-plane rotation of the page, degrees. */
  tiltDegrees: number;
  /** How much narrower the far (top) edge looks than the near edge, 0–0.2. */
  keystone: number;
  /** Darkest light level across the page (1 = even light). */
  lightFloor: number;
  /** Depth of the shadow band (0 = none, 0.45 = 45% darker in its core). */
  shadow: number;
  blurSigma: number;
  noise: number;
  quality: number;
}

export function randomPhotoParams(random: () => number, large: boolean): PhotoParams {
  const between = (a: number, b: number) => a + (b - a) * random();
  const sign = random() < 0.5 ? -1 : 1;
  return {
    width: large ? 3000 : 2250,
    height: large ? 4000 : 3000,
    tiltDegrees: sign * between(2, 15),
    keystone: between(0.02, 0.12),
    lightFloor: between(0.6, 0.85),
    shadow: between(0.25, 0.45),
    blurSigma: between(0.8, 1.6),
    noise: between(4, 10),
    quality: Math.round(between(50, 85)),
  };
}

export async function photograph(
  page: { data: Uint8Array; width: number; height: number },
  params: PhotoParams,
  random: () => number,
  format: 'jpeg' | 'webp',
): Promise<Buffer> {
  const { width, height } = params;
  // Page corners in the photo: scaled to leave desk all round, rotated, far edge narrowed.
  const scale = (0.8 * height) / page.height;
  const halfW = (page.width * scale) / 2;
  const halfH = (page.height * scale) / 2;
  const centre = { x: width / 2 + (random() - 0.5) * 0.04 * width, y: height / 2 + (random() - 0.5) * 0.04 * height };
  const angle = (params.tiltDegrees * Math.PI) / 180;
  const narrow = 1 - params.keystone;
  const local: Point[] = [
    { x: -halfW * narrow, y: -halfH },
    { x: halfW * narrow, y: -halfH },
    { x: halfW, y: halfH },
    { x: -halfW, y: halfH },
  ];
  const photoCorners = local.map((p) => ({
    x: centre.x + p.x * Math.cos(angle) - p.y * Math.sin(angle) + (random() - 0.5) * 0.01 * width,
    y: centre.y + p.x * Math.sin(angle) + p.y * Math.cos(angle) + (random() - 0.5) * 0.01 * height,
  }));
  const pageCorners: Point[] = [
    { x: 0, y: 0 },
    { x: page.width - 1, y: 0 },
    { x: page.width - 1, y: page.height - 1 },
    { x: 0, y: page.height - 1 },
  ];
  const toPage = solveHomography(photoCorners, pageCorners);
  const desk = [70 + random() * 30, 52 + random() * 20, 38 + random() * 15];
  const warped = await warpPerspective(
    { data: page.data, width: page.width, height: page.height, channels: 3 },
    toPage,
    width,
    height,
    (x, y, ch) => (desk[ch] ?? 60) * (0.85 + 0.15 * Math.sin(x / 23 + Math.sin(y / 311) * 3)),
  );

  // Light falls off along a random direction; a soft shadow band (a hand or phone) crosses the page.
  const lightAngle = random() * Math.PI * 2;
  const [lx, ly] = [Math.cos(lightAngle), Math.sin(lightAngle)];
  const bandAngle = random() * Math.PI;
  const [bx, by] = [Math.cos(bandAngle), Math.sin(bandAngle)];
  const bandOffset = (random() - 0.5) * 0.5 * height;
  const bandWidth = (0.08 + random() * 0.08) * height;
  const diagonal = Math.hypot(width, height);
  const data = warped.data;
  let gaussianSpare = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const along = ((x - width / 2) * lx + (y - height / 2) * ly) / diagonal + 0.5;
      const light = params.lightFloor + (1 - params.lightFloor) * Math.min(1, Math.max(0, along));
      const distance = ((x - width / 2) * bx + (y - height / 2) * by - bandOffset) / bandWidth;
      const shade = 1 - params.shadow * Math.exp(-distance * distance);
      const i = (y * width + x) * 3;
      // Sum of uniforms: near-Gaussian noise without a log per pixel; shared by the three channels (luma noise).
      gaussianSpare = (random() + random() + random() - 1.5) * 2 * params.noise;
      for (let ch = 0; ch < 3; ch++)
        data[i + ch] = Math.max(0, Math.min(255, data[i + ch]! * light * shade + gaussianSpare));
    }
  }
  const image = sharp(data, { raw: { width, height, channels: 3 } }).blur(params.blurSigma);
  return format === 'jpeg'
    ? image.jpeg({ quality: params.quality }).toBuffer()
    : image.webp({ quality: params.quality }).toBuffer();
}
