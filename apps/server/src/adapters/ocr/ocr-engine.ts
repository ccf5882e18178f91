export type LayoutComplexity = 'simple' | 'moderate' | 'complex';

/** What the OCR endpoint returns (spec §3 "OCR result"). */
export interface OcrResult {
  /** Text in reading order: columns detected and read left column first (the spec's column fix). */
  extractedText: string;
  /** The engine's own text, untouched, kept so the summary can store what OCR actually saw. */
  originalOcrText: string;
  /** Mean word confidence of the extracted words, 0–100, one decimal place. */
  confidence: number;
  layoutComplexity: LayoutComplexity;
  /** Every word read, in the engine's order, capped at 5,000; boxes normalised to the processed page. */
  words?: OcrWord[];
  /** Lines to check whatever the word confidences say: cut at the start, or hanging on a symbol. */
  linesToCheck?: { text: string; reason: 'cut' | 'symbols' }[];
}

export interface OcrWord {
  text: string;
  /** 0–100. */
  confidence: number;
  /** Normalised 0–1 to the processed page (after page cut-out and deskew), not the uploaded photo. */
  box: { x: number; y: number; w: number; h: number };
}

/** Text recognition behind one small interface, so routes and tests never depend on Tesseract. */
export interface OcrEngine {
  /** `image` has already been validated as JPEG, PNG or WEBP by its content. */
  extract(image: Buffer): Promise<OcrResult>;
  /**
   * True when extract() would be refused right now (queue full or closed), so the route can answer
   * 503 before receiving a 15 MB upload. Advisory: extract() still refuses if the queue fills meanwhile.
   */
  isFull?(): boolean;
  /** Releases workers; pending and later extractions fail. */
  close(): Promise<void>;
}
