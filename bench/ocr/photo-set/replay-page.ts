/**
 * The page reader's decisions (engine/page-reader.ts `readPageWith`) replayed on one photo's cached
 * readings (reading-cache.ts), with the same rule functions, so reading-replay.ts and
 * extra-readings.ts decide exactly as the app does. `without` replays the page as if one extra
 * reading had not been made (uncut or grown: as if not taken; plain: the page keeps what it has),
 * which is what that reading changed.
 */
import { combineReadings } from '../../../apps/server/src/adapters/ocr/engine/page-reader.js';
import {
  cutThroughText,
  foundMore,
  orderMendedBy,
  plainCheckNeeded,
  TURNED_CUT_OUT_DEGREES,
  uncutTaken,
} from '../../../apps/server/src/adapters/ocr/engine/cut-out-checks.js';
import { doubtful } from '../../../apps/server/src/adapters/ocr/engine/reading-doubt.js';
import { edgeTouchingLines } from '../../../apps/server/src/adapters/ocr/layout/line-checks.js';
import { textAcrossTopOrBottom } from '../../../apps/server/src/adapters/ocr/layout/cut-out-edges.js';
import { detachedRowTails } from '../../../apps/server/src/adapters/ocr/layout/detached-row-tails.js';
import { tableHoles } from '../../../apps/server/src/adapters/ocr/layout/table-holes.js';
import { parseTsvLayout } from '../../../apps/server/src/adapters/ocr/layout/tsv-layout.js';
import { readingFromTsv } from '../../../apps/server/src/adapters/ocr/layout/page-reading.js';
import { withFormulaLines } from '../../../apps/server/src/adapters/ocr/layout/formula-lines.js';
import type { OcrResult } from '../../../apps/server/src/adapters/ocr/ocr-engine.js';
import type { CacheEntry } from './reading-cache.js';

/** An extra reading: `uncut` for a cut-out through the text, `late` for a (next to) empty page. */
export type Extra = 'uncut' | 'grown' | 'plain' | 'late';

export interface ReplayOptions {
  /**
   * The grown cut-out's order on a cut-out through the text (docs/ocr.md, *Ninth round*):
   * `fallback` (the page reader's: grown only when the uncut reading is not taken), `first`,
   * `both`, `instead`, `none`.
   */
  grown?: 'fallback' | 'first' | 'both' | 'instead' | 'none';
  noEdges?: boolean;
  noUncutDrop?: boolean;
  noTurned?: boolean;
  /** Without the out-of-order sign (layout/detached-row-tails.ts, docs/ocr.md *Twelfth round*). */
  noOrder?: boolean;
  /** Without the table-hole sign (layout/table-holes.ts, docs/ocr.md *Twelfth round*). */
  noHoles?: boolean;
  /** Replay as if this extra reading had not been made. */
  without?: Extra;
  /** The formula-line pass the page reader applies last (off: RAW=1). */
  raw?: boolean;
}

export interface Replayed {
  result: OcrResult;
  pass: string;
  /** The extra readings made, in order, and whether their words are in the final text. */
  made: { extra: Extra; kept: boolean }[];
  /** The grown cut-out was prepared (≈ 300 ms) but did not differ, so it was not read. */
  grownPreparedOnly: boolean;
}

const words = (text: string) => text.split(/\s+/u).filter((w) => /[\p{L}\p{N}]{2}/u.test(w)).length;

export function replayPage(entry: CacheEntry, options: ReplayOptions = {}): Replayed {
  const mode = options.grown ?? 'fallback';
  const made: Replayed['made'] = [];
  let grownPreparedOnly = false;
  const ours = readingFromTsv(entry.cleaned.tsv, entry.cleaned);
  const finish = (result: OcrResult, pass: string): Replayed => ({
    result: options.raw ? result : withFormulaLines(result),
    pass,
    made,
    grownPreparedOnly,
  });
  if (entry.cleaned.flattened && entry.cleaned.skewDegrees === undefined)
    throw new Error(`${entry.file}: no skew cached (a cache made before the ninth round)`);
  const turned =
    !options.noTurned &&
    entry.cleaned.flattened === true &&
    Math.abs(entry.cleaned.skewDegrees ?? 0) >= TURNED_CUT_OUT_DEGREES;
  const blocks = parseTsvLayout(entry.cleaned.tsv);
  const outOfOrder = !options.noOrder && entry.cleaned.flattened === true && detachedRowTails(blocks).length > 0;
  const holed = !options.noHoles && entry.cleaned.flattened === true && tableHoles(ours.extractedText).length > 0;
  if (!doubtful(ours) && !turned && !outOfOrder && !holed) return finish(ours, 'cleaned');
  let base = ours;
  let basePass: 'cleaned' | 'uncut' | 'grown' = 'cleaned';
  // As the page reader's `replaces`: found more, or, on a page out of order, the same in order.
  const replaces = (other: OcrResult, tsv: string, than: OcrResult) =>
    uncutTaken(other, than) || (outOfOrder && orderMendedBy(other, than, detachedRowTails(parseTsvLayout(tsv)).length));
  const edge = entry.cleaned.flattened ? edgeTouchingLines(blocks, entry.cleaned.width).size : 0;
  const across = entry.cleaned.flattened === true && textAcrossTopOrBottom(blocks, entry.cleaned.height);
  const uncutTried =
    entry.cleaned.flattened === true &&
    (turned || outOfOrder || cutThroughText(ours, edge, across && !options.noEdges));
  const take = (extra: Extra, reading: OcrResult, taken: boolean, pass: typeof basePass) => {
    made.push({ extra, kept: taken });
    if (taken) [base, basePass] = [reading, pass];
  };
  if (uncutTried) {
    if (!entry.uncut) throw new Error(`${entry.file}: no uncut reading cached (UNCUT_ONLY=1 reading-cache.ts)`);
    if (entry.grown === undefined) throw new Error(`${entry.file}: no grown reading cached (GROWN_ONLY=1)`);
    const grown =
      mode === 'none' || !entry.grown || options.without === 'grown'
        ? undefined
        : readingFromTsv(entry.grown.tsv, entry.grown);
    if (grown && mode !== 'fallback') take('grown', grown, replaces(grown, entry.grown!.tsv, ours), 'grown');
    const uncutToo =
      !grown || mode === 'both' || mode === 'fallback' || (mode === 'first' && (base === ours || doubtful(base)));
    if (uncutToo && options.without !== 'uncut') {
      const uncut = readingFromTsv(entry.uncut.tsv, entry.uncut);
      take(
        'uncut',
        uncut,
        options.noUncutDrop ? foundMore(uncut, base) : replaces(uncut, entry.uncut.tsv, base),
        'uncut',
      );
    }
    if (mode === 'fallback' && base === ours) {
      if (grown) take('grown', grown, replaces(grown, entry.grown!.tsv, ours), 'grown');
      else grownPreparedOnly = entry.grown === null;
    }
    if (!plainCheckNeeded(base, basePass)) return finish(base, basePass);
  } else if (holed) {
    // As the page reader: the grown cut-out only, taken by the uncut reading's rule.
    if (entry.grown === undefined) throw new Error(`${entry.file}: no grown reading cached (GROWN_ONLY=1)`);
    if (entry.grown && options.without !== 'grown') {
      const grown = readingFromTsv(entry.grown.tsv, entry.grown);
      take('grown', grown, uncutTaken(grown, ours), 'grown');
    } else grownPreparedOnly = entry.grown === null;
    if (!plainCheckNeeded(base, basePass)) return finish(base, basePass);
  }
  if (options.without === 'plain') return finish(base, basePass);
  const combined = combineReadings(base, readingFromTsv(entry.plain.tsv, entry.plain));
  made.push({ extra: 'plain', kept: combined.pass !== 'cleaned' });
  // The base's words survive a merge; a plain base replaces them.
  if (combined.pass === 'plain') for (const m of made) if (m.extra !== 'plain') m.kept = false;
  const named = { result: combined.result, pass: combined.pass === 'cleaned' ? basePass : combined.pass };
  if (uncutTried || !entry.cleaned.flattened || words(combined.result.extractedText) >= 3) {
    return finish(named.result, named.pass);
  }
  if (!entry.uncut || options.without === 'late') return finish(named.result, named.pass);
  const again = combineReadings(
    readingFromTsv(entry.uncut.tsv, entry.uncut),
    readingFromTsv(entry.plain.tsv, entry.plain),
  );
  const better = words(again.result.extractedText) > words(combined.result.extractedText);
  made.push({ extra: 'late', kept: better });
  return better ? finish(again.result, 'uncut') : finish(named.result, named.pass);
}
