import type { OcrResult } from '@revisely/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pageFromOcr, pastedPage, type ReviewPage, type SourceFile } from '@/features/summaries/lib/wizard-pages';
import { findThingsToCheck, findWordsToCheck } from '@/features/summaries/lib/words-to-check';
import { ReviewTextStep } from './review-text-step';

const box = { x: 0, y: 0, w: 0.1, h: 0.05 };
const ocr: OcrResult = {
  extractedText: 'The rnitochondria is the powerhouse of the ce11.\nIt makes ATP.',
  originalOcrText: 'The rnitochondria is the powerhouse of the ce11.\nIt makes ATP.',
  confidence: 71,
  layoutComplexity: 'simple',
  words: [
    { text: 'The', confidence: 95, box },
    { text: 'rnitochondria', confidence: 41, box },
    { text: 'is', confidence: 93, box },
    { text: 'the', confidence: 90, box },
    { text: 'powerhouse', confidence: 88, box },
    { text: 'of', confidence: 91, box },
    { text: 'the', confidence: 52, box },
    { text: 'ce11.', confidence: 33, box },
    { text: 'It', confidence: 96, box },
    { text: 'makes', confidence: 94, box },
    { text: 'ATP.', confidence: 89, box },
  ],
  visionAvailable: false,
};

function Harness({
  result = ocr,
  image = null,
  extra = [],
}: {
  result?: OcrResult;
  image?: File | null;
  /** Further pages after the first. */
  extra?: ReviewPage[];
}) {
  const source: SourceFile = { id: 'f1', file: image ?? new File([], 'notes.png'), kind: 'photo' };
  const [pages, setPages] = useState(() => [pageFromOcr(source, result), ...extra]);
  return (
    <QueryClientProvider client={new QueryClient()}>
      <ReviewTextStep
        pages={pages}
        files={image ? [source] : []}
        onPageTextChange={(id, text) => setPages((all) => all.map((p) => (p.id === id ? { ...p, text } : p)))}
        onBack={() => {}}
        onGenerate={() => {}}
        showError={false}
      />
    </QueryClientProvider>
  );
}

describe('findWordsToCheck', () => {
  it('marks doubtful spellings with context, not a word OCR was mostly sure of', () => {
    const found = findWordsToCheck(ocr.extractedText, ocr.words);
    expect(found.map((w) => w.text)).toEqual(['rnitochondria', 'ce11.']);
    expect(found[0]).toMatchObject({ start: 4, end: 17, before: 'The', after: 'is the powerhouse' });
    expect(ocr.extractedText.slice(found[1]!.start, found[1]!.end)).toBe('ce11.');
  });

  it('finds nothing without words or once they are corrected', () => {
    expect(findWordsToCheck(ocr.extractedText, undefined)).toEqual([]);
    expect(findWordsToCheck('The mitochondria is the powerhouse of the cell.', ocr.words)).toEqual([]);
  });
});

describe('ReviewTextStep words to check', () => {
  it('marks low-confidence words with an underline and a text label, keeping the spec texts', async () => {
    render(<Harness />);
    expect(screen.getByTestId('words-to-check-count')).toHaveTextContent('2 words to check');
    const chips = within(screen.getByTestId('words-to-check')).getAllByTitle('Check this word');
    expect(chips).toHaveLength(2);
    expect(chips[0]).toHaveAccessibleName(/^Check this word: rnitochondria, in "The rnitochondria is the powerhouse"/);
    expect(chips[0]!.querySelector('mark')?.className).toMatch(/underline/);
    await userEvent.click(screen.getByText('Text with words to check marked'));
    expect(screen.getAllByTestId('marked-word').map((m) => m.textContent)).toEqual(['rnitochondria', 'ce11.']);
    for (const label of ['Confidence', 'Layout complexity', 'Back', 'Generate']) {
      expect(screen.getAllByText(label).length).toBeGreaterThan(0);
    }
    expect(screen.queryByRole('button', { name: 'Read with AI' })).not.toBeInTheDocument();
  });

  it('selects a word in the text box so typing corrects it, and the mark goes', async () => {
    render(<Harness />);
    const textbox = screen.getByRole('textbox', { name: 'Extracted text' }) as HTMLTextAreaElement;
    await userEvent.click(screen.getByRole('button', { name: /^Check this word: ce11\./ }));
    expect(textbox).toHaveFocus();
    expect(textbox.value.slice(textbox.selectionStart, textbox.selectionEnd)).toBe('ce11.');
    await userEvent.keyboard('cell.');
    expect(textbox.value).toBe('The rnitochondria is the powerhouse of the cell.\nIt makes ATP.');
    expect(screen.getByTestId('words-to-check-count')).toHaveTextContent('1 word to check');

    await userEvent.click(screen.getByRole('button', { name: /^Check this word: rnitochondria/ }));
    expect(textbox.value.slice(textbox.selectionStart, textbox.selectionEnd)).toBe('rnitochondria');
    await userEvent.keyboard('mitochondria');
    expect(screen.queryByTestId('words-to-check')).not.toBeInTheDocument();
  });
});

const cutPage: OcrResult = {
  extractedText: 'Macbeth\n-e that corrupts Macbeth\nSpeed = distance ÷ time\nThe witches meet Macbeth.',
  originalOcrText: '',
  confidence: 62,
  layoutComplexity: 'simple',
  words: [
    { text: 'Macbeth', confidence: 95, box },
    { text: '-e', confidence: 90, box },
    { text: 'witches', confidence: 40, box },
  ],
  linesToCheck: [
    { text: '-e that corrupts Macbeth', reason: 'cut' },
    { text: 'Speed = distance ÷ time', reason: 'symbols' },
  ],
};

describe('findThingsToCheck', () => {
  it('lists lines to check beside doubtful words, in text order, and drops a line once it is edited', () => {
    const found = findThingsToCheck(cutPage.extractedText, cutPage);
    expect(found.map((item) => [item.kind, item.text])).toEqual([
      ['cut', '-e that corrupts Macbeth'],
      ['symbols', 'Speed = distance ÷ time'],
      ['word', 'witches'],
    ]);
    expect(cutPage.extractedText.slice(found[0]!.start, found[0]!.end)).toBe('-e that corrupts Macbeth');
    const edited = cutPage.extractedText.replace('-e that', 'Ambition is the flaw that');
    expect(findThingsToCheck(edited, cutPage).map((item) => item.kind)).toEqual(['symbols', 'word']);
  });
});

describe('ReviewTextStep lines to check', () => {
  it('says lines look cut, labels each line chip and selects the whole line', async () => {
    render(<Harness result={cutPage} />);
    expect(screen.getByTestId('words-to-check-count')).toHaveTextContent('1 word and 2 lines to check');
    expect(screen.getByTestId('ocr-warning')).toHaveTextContent('1 line looks cut off at the start.');
    const textbox = screen.getByRole('textbox', { name: 'Extracted text' }) as HTMLTextAreaElement;
    await userEvent.click(screen.getByRole('button', { name: /^Check the symbols in this line: "Speed/ }));
    expect(textbox.value.slice(textbox.selectionStart, textbox.selectionEnd)).toBe('Speed = distance ÷ time');
    expect(screen.getByRole('button', { name: /^Check this line, it may be cut off: "-e that/ })).toHaveTextContent(
      'Cut off?',
    );
  });

  it('says plainly when no text was found, rather than that words were hard to read', () => {
    render(<Harness result={{ ...ocr, extractedText: '', originalOcrText: '', confidence: 0, words: [] }} />);
    expect(screen.getByTestId('ocr-warning')).toHaveTextContent("We couldn't find any text in this photo.");
  });
});

describe('ReviewTextStep jumping between words', () => {
  it('Next and Previous walk through the words and wrap round', async () => {
    render(<Harness />);
    const textbox = screen.getByRole('textbox', { name: 'Extracted text' }) as HTMLTextAreaElement;
    const selected = () => textbox.value.slice(textbox.selectionStart, textbox.selectionEnd);
    await userEvent.click(screen.getByRole('button', { name: 'Next item to check' }));
    expect(selected()).toBe('rnitochondria');
    await userEvent.click(screen.getByRole('button', { name: 'Next item to check' }));
    expect(selected()).toBe('ce11.');
    await userEvent.click(screen.getByRole('button', { name: 'Next item to check' }));
    expect(selected()).toBe('rnitochondria');
    await userEvent.click(screen.getByRole('button', { name: 'Previous item to check' }));
    expect(selected()).toBe('ce11.');
  });
});

describe('ReviewTextStep photo and Read with AI', () => {
  beforeEach(() => {
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:photo'), revokeObjectURL: vi.fn() }));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the photo behind a toggle, and Read with AI only when the server has vision', async () => {
    const image = new File([new Uint8Array([1, 2, 3])], 'notes.jpg', { type: 'image/jpeg' });
    const { unmount } = render(<Harness image={image} />);
    const toggle = screen.getByRole('button', { name: 'Show photo' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Hide photo' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByAltText('Your photo of the notes')).toHaveAttribute('src', 'blob:photo');
    expect(screen.queryByRole('button', { name: 'Read with AI' })).not.toBeInTheDocument();
    unmount();

    render(<Harness image={image} result={{ ...ocr, visionAvailable: true }} />);
    expect(screen.getByRole('button', { name: 'Read with AI' })).toBeEnabled();
  });
});

const secondPage: OcrResult = {
  extractedText: 'Ribosomes make proteins.',
  originalOcrText: 'Ribosomes make proteins.',
  confidence: 95,
  layoutComplexity: 'complex',
  words: [{ text: 'Ribosomes', confidence: 30, box }],
};

describe('ReviewTextStep with several pages', () => {
  it('shows each page in order with its own text, words to check and a jump link', async () => {
    const source: SourceFile = { id: 'f2', file: new File([], 'two.png'), kind: 'photo' };
    render(<Harness extra={[pageFromOcr(source, secondPage), pastedPage()]} />);
    const sections = screen.getAllByTestId('review-page');
    expect(sections).toHaveLength(3);
    expect(within(sections[0]!).getByRole('heading', { name: 'Page 1' })).toBeInTheDocument();
    expect(within(sections[2]!).getByTestId('review-page-source')).toHaveTextContent('Pasted text');
    expect(within(sections[0]!).getByTestId('words-to-check-count')).toHaveTextContent('2 words to check');
    expect(within(sections[1]!).getByTestId('words-to-check-count')).toHaveTextContent('1 word to check');
    // The hardest layout of all pages is the one shown.
    expect(screen.getByTestId('ocr-layout')).toHaveTextContent('Complex');

    const second = screen.getByRole('textbox', { name: 'Text of page 2' });
    expect(second).toHaveValue('Ribosomes make proteins.');
    await userEvent.click(
      within(screen.getByRole('navigation', { name: 'Pages' })).getByRole('button', { name: 'Page 3' }),
    );
    expect(screen.getByRole('textbox', { name: 'Text of page 3' })).toHaveFocus();

    // Editing one page leaves the others' marks alone.
    await userEvent.clear(second);
    await userEvent.type(second, 'Ribosomes are small.');
    expect(within(sections[1]!).getByTestId('words-to-check-count')).toHaveTextContent('1 word to check');
    await userEvent.clear(second);
    await userEvent.type(second, 'They make proteins.');
    expect(within(sections[1]!).queryByTestId('words-to-check')).not.toBeInTheDocument();
    expect(within(sections[0]!).getByTestId('words-to-check-count')).toHaveTextContent('2 words to check');
  });
});

describe('ReviewTextStep with long text (issue 27 item 11)', () => {
  it('recomputes the chips from a 50,000-character paste and says the text is long', async () => {
    render(<Harness />);
    const textbox = screen.getByRole('textbox', { name: 'Extracted text' });
    expect(screen.queryByTestId('long-text-note')).not.toBeInTheDocument();
    const long = `${'Cells divide by mitosis. '.repeat(2000)}The ce11. ends here.`;
    expect(long.length).toBeGreaterThan(50_000);
    await userEvent.clear(textbox);
    await userEvent.click(textbox);
    await userEvent.paste(long);
    expect(textbox).toHaveValue(long);
    // Only the doubtful spelling still in the new text is listed, at its offset in the new text.
    expect(screen.getByTestId('words-to-check-count')).toHaveTextContent('1 word to check');
    expect(screen.getByTestId('long-text-note')).toHaveTextContent('This is long');
    await userEvent.click(screen.getByRole('button', { name: /^Check this word: ce11\./ }));
    const box = textbox as HTMLTextAreaElement;
    expect(box.value.slice(box.selectionStart, box.selectionEnd)).toBe('ce11.');

    await userEvent.keyboard('cell.');
    expect(screen.queryByTestId('words-to-check')).not.toBeInTheDocument();
  });
});
