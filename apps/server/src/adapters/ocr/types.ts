/**
 * The page layout Tesseract reports (block → paragraph → line → word, each with its box), shared
 * by the layout modules so none of them imports another for its types.
 */
export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export interface LayoutWord {
  text: string;
  /** 0–100 as the engine reports it. */
  confidence: number;
  /** The word's box, when the engine gives one (TSV does): splits a line into table cells. */
  bbox?: Box;
}

export interface LayoutLine {
  bbox: Box;
  words: LayoutWord[];
}

export interface LayoutParagraph {
  bbox: Box;
  lines: LayoutLine[];
}

export interface LayoutBlock {
  bbox: Box;
  paragraphs: LayoutParagraph[];
}
