/**
 * A phone photo of a page of notes, simulated: the page lies on a desk (wood, a dark desk or
 * checked cloth), sometimes with another sheet beside it or a thumb holding its edge; the camera
 * is turned (±10°) and tilted (up to about 20°, a true perspective view, so the far edge is
 * narrower); the page fills 50–100% of the frame, portrait or landscape, and may run off the
 * frame, never through its text (a photo that would fill less is drawn again); then uneven light (a gradient, a soft shadow band, vignette),
 * a colour cast, over- or under-exposure, sensor noise, lens blur and JPEG compression.
 * Everything comes from the seeded generator, so a seed always gives the same photo.
 */
import sharp from 'sharp';
import { solveHomography, type Point } from '../../../apps/server/src/adapters/ocr/image/homography.js';
import { PAGE_HEIGHT, PAGE_WIDTH, type RenderedPage } from './pages.js';

export type Background = 'wood' | 'dark-desk' | 'cloth';
export type ThumbSide = 'left' | 'right' | 'bottom';

export interface PhotoParams {
  width: number;
  height: number;
  megapixels: number;
  orientation: 'portrait' | 'landscape';
  background: Background;
  /** Another blank sheet partly visible beside the page. */
  otherSheet: boolean;
  /** A thumb holding the page at this edge (over the margin, never the text). */
  thumb: ThumbSide | null;
  /** Page area as a share of the frame that was aimed for; the photo records what it got. */
  targetFill: number;
  /** In-plane rotation, degrees. */
  rotationDegrees: number;
  /** Camera tilt forward (far edge narrower) and sideways, degrees. */
  tiltDegrees: number;
  yawDegrees: number;
  /** Light level at the dim end of a linear gradient (1 = even) and the gradient's direction. */
  gradientFloor: number;
  gradientAngle: number;
  /** Depth of a soft shadow band (0 = none), its direction, offset from centre and width (shares of the frame). */
  shadowDepth: number;
  shadowAngle: number;
  shadowOffset: number;
  shadowWidth: number;
  /** Darkening at the corners, 0–1. */
  vignette: number;
  cast: 'neutral' | 'warm' | 'cool' | 'green' | 'evening';
  /** Multiplies all light: below 1 under-exposed, above 1 over-exposed (paper clips to white). */
  exposure: number;
  blurSigma: number;
  noise: number;
  quality: number;
}

export interface Photo {
  jpeg: Buffer;
  /** Page area as a share of the frame, measured. */
  fill: number;
  /** Whether part of the page lies outside the frame, and the share of the page inside it. */
  cropped: boolean;
  visible: number;
  /** Body text height in photo pixels at the page centre (28 px on the flat page). */
  scale: number;
}

/** Phone photo sizes (portrait), 2 to 12 MP; 4:3 and one 16:9. */
const SIZES: [number, number][] = [
  [1224, 1632],
  [1500, 2000],
  [1728, 2304],
  [2250, 3000],
  [2160, 3840],
  [2448, 3264],
  [3000, 4000],
];
const CASTS: Record<PhotoParams['cast'], [number, number, number]> = {
  neutral: [1, 1, 1],
  warm: [1.02, 0.93, 0.78],
  cool: [0.9, 0.97, 1.05],
  green: [0.96, 1.0, 0.93],
  evening: [1.0, 0.86, 0.7],
};

export function randomPhotoParams(random: () => number, overrides: Partial<PhotoParams> = {}): PhotoParams {
  const between = (a: number, b: number) => a + (b - a) * random();
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const orientation = random() < 0.25 ? 'landscape' : 'portrait';
  // A 4:3 landscape frame holds a whole upright portrait page at about 53% of its area, so a
  // landscape photo is taken close (the page's blank top and bottom may run off) at 4 MP or more,
  // and never 16:9 (at most 40%).
  const [w, h] = pick(orientation === 'landscape' ? SIZES.slice(2).filter(([a, b]) => b / a < 1.5) : SIZES);
  const [width, height] = orientation === 'landscape' ? [h, w] : [w, h];
  const params: PhotoParams = {
    width,
    height,
    megapixels: Math.round((width * height) / 1e5) / 10,
    orientation,
    background: pick(['wood', 'dark-desk', 'cloth'] as const),
    otherSheet: random() < 0.35,
    thumb: random() < 0.3 ? pick(['left', 'right', 'bottom'] as const) : null,
    targetFill: orientation === 'landscape' ? between(0.55, 0.7) : between(0.55, 1.0),
    rotationDegrees: between(-10, 10),
    tiltDegrees: between(0, 20),
    yawDegrees: between(-8, 8),
    gradientFloor: between(0.55, 0.95),
    gradientAngle: between(0, 360),
    shadowDepth: random() < 0.5 ? between(0.2, 0.45) : 0,
    shadowAngle: between(0, 180),
    shadowOffset: between(-0.3, 0.3),
    shadowWidth: between(0.06, 0.16),
    vignette: between(0, 0.4),
    cast: pick(['neutral', 'neutral', 'warm', 'cool', 'green', 'evening'] as const),
    exposure: random() < 0.5 ? between(0.9, 1.1) : pick([between(0.65, 0.85), between(1.15, 1.35)]),
    blurSigma: between(0.5, 1.5),
    noise: between(2, 9),
    quality: Math.round(between(50, 90)),
  };
  return { ...params, ...overrides };
}

/** Page-plane (page pixels) → photo, for a given scale and centre: tilt, yaw, then turn. */
function projector(p: PhotoParams, scale: number, cx: number, cy: number): (x: number, y: number) => Point {
  const rad = Math.PI / 180;
  const [ct, st] = [Math.cos(p.tiltDegrees * rad), Math.sin(p.tiltDegrees * rad)];
  const [cf, sf] = [Math.cos(p.yawDegrees * rad), Math.sin(p.yawDegrees * rad)];
  const [ca, sa] = [Math.cos(p.rotationDegrees * rad), Math.sin(p.rotationDegrees * rad)];
  const distance = 1.6 * PAGE_HEIGHT;
  return (x, y) => {
    const x0 = x - PAGE_WIDTH / 2;
    const y0 = y - PAGE_HEIGHT / 2;
    const y1 = y0 * ct;
    const z1 = -y0 * st;
    const x2 = x0 * cf + z1 * sf;
    const z2 = -x0 * sf + z1 * cf;
    const k = distance / (distance + z2);
    const [px, py] = [x2 * k, y1 * k];
    return { x: cx + scale * (px * ca - py * sa), y: cy + scale * (px * sa + py * ca) };
  };
}

const corners = (l: number, t: number, r: number, b: number): Point[] => [
  { x: l, y: t },
  { x: r, y: t },
  { x: r, y: b },
  { x: l, y: b },
];

function area(quad: Point[]): number {
  let sum = 0;
  quad.forEach((p, i) => {
    const q = quad[(i + 1) % quad.length]!;
    sum += p.x * q.y - q.x * p.y;
  });
  return Math.abs(sum) / 2;
}

/**
 * Scale and centre so the page covers about `targetFill` of the frame while its text (and a thumb's
 * room) stays inside the frame with a small margin: shrink a little and re-aim until it fits.
 */
function place(page: RenderedPage, p: PhotoParams, random: () => number) {
  const { width, height } = p;
  const unit = area(corners(0, 0, PAGE_WIDTH, PAGE_HEIGHT).map((c) => projector(p, 1, 0, 0)(c.x, c.y)));
  let scale = Math.sqrt((p.targetFill * width * height) / unit);
  const inset = 0.02 * Math.min(width, height);
  const { left, top, right, bottom } = page.content;
  const text = corners(left - 12, top - 12, right + 12, bottom + 12);
  for (let attempt = 0; attempt < 200; attempt++) {
    const spread = attempt % 8 === 7 ? 0 : 0.05;
    const cx = width / 2 + (random() - 0.5) * 2 * spread * width;
    const cy = height / 2 + (random() - 0.5) * 2 * spread * height;
    const map = projector(p, scale, cx, cy);
    const inside = text.every((c) => {
      const q = map(c.x, c.y);
      return q.x >= inset && q.y >= inset && q.x <= width - inset && q.y <= height - inset;
    });
    if (inside) return map;
    if (attempt % 8 === 7) scale *= 0.97;
  }
  throw new Error('page does not fit the frame');
}

/** Renders the page at about the size it has in the photo, so text is neither blocky nor aliased. */
async function rasterise(page: RenderedPage, density: number) {
  const { data, info } = await sharp(Buffer.from(page.svg), { density: 72 * density })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** Share of the frame the page covers, on a coarse grid of the frame (the photo measures it exactly). */
function estimateFill(p: PhotoParams, toPage: number[]): number {
  const [h0, h1, h2, h3, h4, h5, h6, h7, h8] = toPage as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const steps = 120;
  let inside = 0;
  for (let j = 0; j < steps; j++)
    for (let i = 0; i < steps; i++) {
      const x = ((i + 0.5) / steps) * p.width;
      const y = ((j + 0.5) / steps) * p.height;
      const w = h6 * x + h7 * y + h8;
      const u = (h0 * x + h1 * y + h2) / w;
      const v = (h3 * x + h4 * y + h5) / w;
      if (u >= 0 && v >= 0 && u <= PAGE_WIDTH && v <= PAGE_HEIGHT) inside++;
    }
  return inside / (steps * steps);
}

/** The range of page fill: a photo whose page would cover less of the frame is not taken. */
export const MIN_FILL = 0.5;

/** The photo, or null when the page, once its text fits the frame, would fill under MIN_FILL of it. */
export async function photograph(page: RenderedPage, p: PhotoParams, random: () => number): Promise<Photo | null> {
  const { width, height } = p;
  const map = place(page, p, random);
  const photoCorners = corners(0, 0, PAGE_WIDTH, PAGE_HEIGHT).map((c) => map(c.x, c.y));
  const toPage = solveHomography(photoCorners, corners(0, 0, PAGE_WIDTH, PAGE_HEIGHT));
  if (estimateFill(p, toPage as number[]) < MIN_FILL) return null;
  const centre = map(PAGE_WIDTH / 2, PAGE_HEIGHT / 2);
  const below = map(PAGE_WIDTH / 2, PAGE_HEIGHT / 2 + 28);
  const textScale = Math.hypot(below.x - centre.x, below.y - centre.y);
  const density = Math.min(3, Math.max(0.5, (textScale / 28) * 1.15));
  const raster = await rasterise(page, density);
  const kx = (raster.width - 1) / PAGE_WIDTH;
  const ky = (raster.height - 1) / PAGE_HEIGHT;

  const scene = sceneSampler(page, p, random, width);
  const cast = CASTS[p.cast];
  const rad = Math.PI / 180;
  const [gx, gy] = [Math.cos(p.gradientAngle * rad), Math.sin(p.gradientAngle * rad)];
  const [bx, by] = [Math.cos(p.shadowAngle * rad), Math.sin(p.shadowAngle * rad)];
  const diagonal = Math.hypot(width, height);
  const bandOffset = p.shadowOffset * diagonal;
  const bandWidth = p.shadowWidth * diagonal;
  const out = new Uint8Array(width * height * 3);
  const [h0, h1, h2, h3, h4, h5, h6, h7, h8] = toPage as number[];
  let pagePixels = 0;
  const rgb = [0, 0, 0];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const w = h6! * x + h7! * y + h8!;
      const u = (h0! * x + h1! * y + h2!) / w;
      const v = (h3! * x + h4! * y + h5!) / w;
      const onPage = u >= 0 && v >= 0 && u <= PAGE_WIDTH && v <= PAGE_HEIGHT;
      if (onPage) pagePixels++;
      const cover = scene(u, v, x, y, rgb);
      if (cover >= 0 && onPage) {
        // Bilinear sample of the rendered page.
        const sx = Math.min(raster.width - 1.001, u * kx);
        const sy = Math.min(raster.height - 1.001, v * ky);
        const x0 = sx | 0;
        const y0 = sy | 0;
        const fx = sx - x0;
        const fy = sy - y0;
        const i00 = (y0 * raster.width + x0) * 3;
        const i01 = i00 + raster.width * 3;
        for (let ch = 0; ch < 3; ch++) {
          const t = raster.data[i00 + ch]! + (raster.data[i00 + 3 + ch]! - raster.data[i00 + ch]!) * fx;
          const b = raster.data[i01 + ch]! + (raster.data[i01 + 3 + ch]! - raster.data[i01 + ch]!) * fx;
          rgb[ch] = (t + (b - t) * fy) * cover;
        }
      }
      // Light: gradient × shadow band × vignette × exposure, then the cast and sensor noise.
      const dx = x - width / 2;
      const dy = y - height / 2;
      const along = (dx * gx + dy * gy) / diagonal + 0.5;
      const band = (dx * bx + dy * by - bandOffset) / bandWidth;
      const r2 = (dx * dx + dy * dy) / ((diagonal * diagonal) / 4);
      const light =
        p.exposure *
        (p.gradientFloor + (1 - p.gradientFloor) * Math.min(1, Math.max(0, along))) *
        (1 - p.shadowDepth * Math.exp(-band * band)) *
        (1 - p.vignette * r2 * r2);
      const luma = (random() + random() + random() - 1.5) * 2 * p.noise;
      const o = (y * width + x) * 3;
      for (let ch = 0; ch < 3; ch++) {
        const value = rgb[ch]! * light * cast[ch]! + luma + (random() - 0.5) * p.noise * 0.6;
        out[o + ch] = value < 0 ? 0 : value > 255 ? 255 : value;
      }
    }
  }
  const jpeg = await sharp(out, { raw: { width, height, channels: 3 } })
    .blur(p.blurSigma)
    .jpeg({ quality: p.quality })
    .toBuffer();
  const visible = Math.min(1, pagePixels / area(photoCorners));
  return { jpeg, fill: pagePixels / (width * height), cropped: visible < 0.995, visible, scale: textScale };
}

/**
 * What lies at page-plane point (u, v) other than the page itself: the desk, another sheet, the
 * page's own shadow, a thumb. Off the page it writes the colour into `rgb`; it returns -1 where a
 * thumb covers the point (its colour in `rgb`), else the shade a thumb's shadow casts there (1 = none).
 */
function sceneSampler(page: RenderedPage, p: PhotoParams, random: () => number, photoWidth: number) {
  const between = (a: number, b: number) => a + (b - a) * random();
  const grain = photoWidth / 3000;
  // Desk texture in photo pixels.
  const angle = between(-0.3, 0.3) + (random() < 0.5 ? 0 : Math.PI / 2);
  const [ca, sa] = [Math.cos(angle), Math.sin(angle)];
  const tone = between(0.85, 1.1);
  const plank = between(260, 420) * grain;
  const clothColour = [
    [176, 38, 44],
    [36, 64, 128],
    [40, 110, 70],
  ][Math.floor(random() * 3)]!;
  const check = between(40, 90) * grain;
  const desk = (x: number, y: number, rgb: number[]) => {
    const along = x * ca + y * sa;
    const across = -x * sa + y * ca;
    if (p.background === 'wood') {
      const board = Math.floor(across / plank);
      const shade = 0.9 + 0.1 * Math.sin(board * 12.9898);
      const ring = Math.sin(across / (7 * grain) + 3 * Math.sin(along / (520 * grain) + board) + board * 3.1);
      const g = (0.5 + 0.5 * ring) ** 3;
      const seam = Math.abs(across - board * plank) < 2.5 * grain ? 0.55 : 1;
      const k = tone * shade * seam * (1 - 0.25 * g);
      rgb[0] = 182 * k;
      rgb[1] = 128 * k;
      rgb[2] = 78 * k;
    } else if (p.background === 'dark-desk') {
      const blotch = 1 + 0.08 * Math.sin(along / (300 * grain)) * Math.sin(across / (410 * grain));
      const k = tone * blotch;
      rgb[0] = 40 * k;
      rgb[1] = 41 * k;
      rgb[2] = 47 * k;
    } else {
      // Gingham: stripes both ways; where both cross the colour is darkest. A fine weave on top.
      const a = Math.floor(along / check) % 2 === 0 ? 1 : 0;
      const b = Math.floor(across / check) % 2 === 0 ? 1 : 0;
      const mix = (a + b) / 2;
      const weave = 1 + 0.06 * Math.sin(along / (1.6 * grain)) * Math.sin(across / (1.6 * grain));
      for (let ch = 0; ch < 3; ch++) rgb[ch] = (236 + (clothColour[ch]! - 236) * mix) * weave * tone * 0.92;
    }
  };
  // Another sheet, in the page plane: shifted sideways or down, turned a little.
  const side = random() < 0.5 ? -1 : 1;
  const sheetShift = { x: side * between(0.9, 1.05) * PAGE_WIDTH, y: between(-0.25, 0.25) * PAGE_HEIGHT };
  const sheetTurn = between(-0.12, 0.12);
  const [sc, ss] = [Math.cos(sheetTurn), Math.sin(sheetTurn)];
  // The page's shadow on the desk: offset a little, soft.
  const shadowShift = { x: between(-14, 14), y: between(4, 16) };
  // The thumb: a capsule from the frame edge into the page's margin, widening towards the hand.
  const { content } = page;
  const tip =
    p.thumb === 'left'
      ? { x: content.left - 80, y: between(0.45, 0.75) * PAGE_HEIGHT, dx: -1, dy: 0 }
      : p.thumb === 'right'
        ? { x: content.right + 80, y: between(0.45, 0.75) * PAGE_HEIGHT, dx: 1, dy: 0 }
        : {
            x: between(0.3, 0.7) * PAGE_WIDTH,
            y: Math.max(content.bottom + 90, PAGE_HEIGHT - 60),
            dx: between(-0.3, 0.3),
            dy: 1,
          };
  const norm = Math.hypot(tip.dx, tip.dy);
  const [tx, ty] = [tip.dx / norm, tip.dy / norm];
  const thumbRadius = 62;
  const skin = [between(200, 232), between(150, 178), between(120, 148)];

  // The thumb's shadow falls towards the light's far side: offset and softened.
  const thumbShadow = { x: between(-18, 18), y: between(8, 22) };
  const thumbDistance = (u: number, v: number) => {
    const along = (u - tip.x) * tx + (v - tip.y) * ty;
    const across = -(u - tip.x) * ty + (v - tip.y) * tx;
    const radius = thumbRadius * (1 + Math.max(0, along) / 420);
    return { along, across, radius, d: along < 0 ? Math.hypot(along, across) : Math.abs(across) };
  };

  return (u: number, v: number, x: number, y: number, rgb: number[]): number => {
    let cast = 1;
    if (p.thumb) {
      const { along, across, radius, d } = thumbDistance(u, v);
      if (d < radius) {
        // Rounded: darker towards the sides; a paler nail near the tip.
        const curve = 1 - 0.35 * (d / radius) ** 2;
        const nail = along < 55 && Math.abs(across) < 34 && (along > 0 || Math.hypot(along, across) < 40);
        for (let ch = 0; ch < 3; ch++) rgb[ch] = (nail ? skin[ch]! * 0.88 + 32 : skin[ch]!) * curve;
        return -1;
      }
      const shadow = thumbDistance(u - thumbShadow.x, v - thumbShadow.y);
      const outside = Math.max(0, shadow.d - shadow.radius * 0.9);
      cast = 1 - 0.4 * Math.exp(-((outside / 14) ** 2));
    }
    if (u >= 0 && v >= 0 && u <= PAGE_WIDTH && v <= PAGE_HEIGHT) return cast;
    const su = (u - PAGE_WIDTH / 2 - sheetShift.x) * sc + (v - PAGE_HEIGHT / 2 - sheetShift.y) * ss;
    const sv = -(u - PAGE_WIDTH / 2 - sheetShift.x) * ss + (v - PAGE_HEIGHT / 2 - sheetShift.y) * sc;
    if (p.otherSheet && Math.abs(su) < PAGE_WIDTH / 2 && Math.abs(sv) < PAGE_HEIGHT / 2) {
      const rule = (sv + PAGE_HEIGHT / 2) % 48 < 2 && sv > -PAGE_HEIGHT / 2 + 150;
      rgb[0] = rule ? 176 : 238;
      rgb[1] = rule ? 196 : 236;
      rgb[2] = rule ? 222 : 228;
      for (let ch = 0; ch < 3; ch++) rgb[ch]! *= cast;
      return 1;
    }
    desk(x, y, rgb);
    // Distance from the shifted page rectangle, in page pixels: its soft shadow on the desk.
    const ox = Math.max(0 - (u - shadowShift.x), 0, u - shadowShift.x - PAGE_WIDTH);
    const oy = Math.max(0 - (v - shadowShift.y), 0, v - shadowShift.y - PAGE_HEIGHT);
    const shade = cast * (1 - 0.45 * Math.exp(-((ox * ox + oy * oy) / 400)));
    for (let ch = 0; ch < 3; ch++) rgb[ch]! *= shade;
    return 1;
  };
}
