import { MAX_DOCUMENT_PAGES } from '@revisely/contracts';
import { DocumentReadError } from './document-reader.js';
import type { OfficeZip } from './office-zip.js';
import type { ReadDocument, ReadPage } from './read-result.js';
import { relationships, relsPartOf, resolvePart, xmlTokens } from './xml-tokens.js';

const PRESENTATION = 'ppt/presentation.xml';
/** Placeholders whose text is furniture (slide number, date, footer), not the slide's content. */
const FURNITURE = new Set(['sldNum', 'dt', 'ftr', 'hdr', 'sldImg']);
const TITLES = new Set(['title', 'ctrTitle']);

/**
 * One page per slide, in the order presentation.xml's sldIdLst gives (the order the slides are
 * shown, which file names need not follow): the title, then the rest of the slide's text in its
 * shape order, then the speaker notes.
 */
export function readPptx(zip: OfficeZip): ReadDocument {
  const presentation = zip.text(PRESENTATION) ?? '';
  const slideRels = relationships(zip.text(relsPartOf(PRESENTATION)) ?? '', 'slide');
  const slideIds: string[] = [];
  let inList = false;
  for (const token of xmlTokens(presentation)) {
    if (token.type === 'open' && token.name === 'p:sldIdLst') inList = !token.selfClosing;
    else if (token.type === 'close' && token.name === 'p:sldIdLst') inList = false;
    else if (inList && token.type === 'open' && token.name === 'p:sldId') {
      const id = token.attrs['r:id'];
      if (id) slideIds.push(id);
    }
  }
  if (slideIds.length > MAX_DOCUMENT_PAGES) throw new DocumentReadError('too-many-pages');
  const pages: ReadPage[] = [];
  for (const id of slideIds) {
    const target = slideRels.get(id);
    if (!target) continue;
    const slidePart = resolvePart(PRESENTATION, target);
    const slideXml = zip.text(slidePart);
    if (slideXml === null) continue;
    const slide = shapesText(slideXml);
    const notesTarget = [...relationships(zip.text(relsPartOf(slidePart)) ?? '', 'notesSlide').values()][0];
    const notesXml = notesTarget ? zip.text(resolvePart(slidePart, notesTarget)) : null;
    const notes = notesXml ? shapesText(notesXml, true).body : [];
    const blocks = [...slide.title, ...slide.body];
    if (notes.length > 0) blocks.push(`Notes:\n${notes.join('\n')}`);
    const heading = slide.title.join(' ').replace(/\s+/g, ' ').trim();
    pages.push({ text: blocks.join('\n'), ...(heading ? { heading } : {}) });
  }
  if (pages.length === 0) throw new DocumentReadError('empty');
  return { kind: 'pptx', pages, layout: 'moderate' };
}

interface SlideText {
  title: string[];
  body: string[];
}

/**
 * The text of a slide's (or notes page's) shapes, each shape's paragraphs in order; a table's
 * rows one per line with cells joined by " | ". On a notes page only the body placeholder is the
 * speaker's notes (the rest is the slide image and number).
 */
function shapesText(xml: string, notesOnly = false): SlideText {
  const out: SlideText = { title: [], body: [] };
  let shape: { placeholder: string | null; paragraphs: string[] } | null = null;
  let depth = 0;
  let paragraph: string | null = null;
  let inText = false;
  let row: string[] | null = null;
  let cell: string[] | null = null;

  const endShape = () => {
    if (!shape) return;
    const text = shape.paragraphs.map((p) => p.trim()).filter(Boolean);
    const { placeholder } = shape;
    shape = null;
    if (text.length === 0 || (placeholder !== null && FURNITURE.has(placeholder))) return;
    if (notesOnly && placeholder !== 'body') return;
    if (placeholder !== null && TITLES.has(placeholder) && out.title.length === 0) out.title.push(...text);
    else out.body.push(...text);
  };

  for (const token of xmlTokens(xml)) {
    if (token.type === 'open') {
      switch (token.name) {
        case 'p:sp':
        case 'p:graphicFrame':
          if (depth === 0) shape = { placeholder: null, paragraphs: [] };
          if (!token.selfClosing) depth += 1;
          break;
        case 'p:ph':
          if (shape) shape.placeholder = token.attrs.type ?? 'body';
          break;
        case 'a:p':
          paragraph = '';
          if (token.selfClosing) paragraph = null;
          break;
        case 'a:t':
          inText = !token.selfClosing;
          break;
        case 'a:br':
          if (paragraph !== null) paragraph += '\n';
          break;
        case 'a:tr':
          row = [];
          break;
        case 'a:tc':
          cell = [];
          break;
      }
    } else if (token.type === 'close') {
      switch (token.name) {
        case 'a:t':
          inText = false;
          break;
        case 'a:p':
          if (paragraph !== null) {
            if (cell) cell.push(paragraph.trim());
            else shape?.paragraphs.push(paragraph);
          }
          paragraph = null;
          break;
        case 'a:tc':
          if (cell && row) row.push(cell.filter(Boolean).join(' '));
          cell = null;
          break;
        case 'a:tr':
          if (row && row.some(Boolean)) shape?.paragraphs.push(row.join(' | '));
          row = null;
          break;
        case 'p:sp':
        case 'p:graphicFrame':
          depth = Math.max(0, depth - 1);
          if (depth === 0) endShape();
          break;
      }
    } else if (inText && paragraph !== null) {
      paragraph += token.text;
    }
  }
  return out;
}
