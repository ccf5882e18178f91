import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RichText } from './rich-text';
import { loadTexRenderer } from './use-tex-renderer';

const NOTE = 'The {{c1::mitochondria}} makes {{c2::ATP::energy}} for **every** cell.';

describe('RichText cloze', () => {
  it('hides the card’s deletion as [...] and shows the other deletions as answers', () => {
    const { container } = render(<RichText text={NOTE} cloze={1} />);
    expect(container.textContent).toBe('The [...] makes ATP for every cell.');
    expect(screen.getByTestId('cloze-blank')).toHaveTextContent('[...]');
    expect(container.querySelector('strong')).toHaveTextContent('every');
    expect(container.querySelector('mark')).toBeNull();
  });

  it('shows a hint in brackets and reveals the answer in place, highlighted', () => {
    const { container, rerender } = render(<RichText text={NOTE} cloze={2} />);
    expect(container.textContent).toBe('The mitochondria makes [energy] for every cell.');
    rerender(<RichText text={NOTE} cloze={2} revealed />);
    expect(container.textContent).toBe('The mitochondria makes ATP for every cell.');
    expect(screen.getByTestId('cloze-answer')).toHaveTextContent('ATP');
  });

  it('highlights every answer in "all" mode and leaves markers as typed without a mode', () => {
    const all = render(<RichText text={NOTE} cloze="all" />);
    expect(all.getAllByTestId('cloze-answer').map((m) => m.textContent)).toEqual(['mitochondria', 'ATP']);
    all.unmount();
    const { container } = render(<RichText text="Use {{c1::x}} literally" />);
    expect(container.textContent).toBe('Use {{c1::x}} literally');
  });
});

describe('RichText maths', () => {
  it('renders inline, display and chemistry with KaTeX once it has loaded', async () => {
    await loadTexRenderer();
    const { container } = render(<RichText text={'Energy $E = mc^2$ and\n$$\\frac{1}{2}mv^2$$ and \\(\\ce{H2O}\\)'} />);
    const formulas = await screen.findAllByTestId('tex');
    expect(formulas).toHaveLength(3);
    expect(container.querySelectorAll('.katex')).toHaveLength(3);
    expect(container.querySelector('.katex-display')).not.toBeNull();
    // mhchem typesets H2O with a subscript 2.
    expect(formulas[2]!.querySelector('annotation')?.textContent).toContain('\\ce{H2O}');
    expect(container.textContent).toContain('Energy ');
  });

  it('shows invalid TeX as typed and keeps rendering the rest', async () => {
    await loadTexRenderer();
    const { container } = render(<RichText text={'Bad $\\frac{1}{$ then $\\undefinedmacro{x}$ and $x^2$ ok'} />);
    await screen.findAllByTestId('tex');
    const sources = screen.getAllByTestId('tex-source').map((s) => s.textContent);
    expect(sources).toEqual(['$\\frac{1}{$', '$\\undefinedmacro{x}$']);
    expect(container.textContent).toContain('Bad $\\frac{1}{$ then $\\undefinedmacro{x}$ and');
    expect(container.querySelectorAll('.katex')).toHaveLength(1);
  });

  it('renders maths inside a revealed cloze answer', async () => {
    await loadTexRenderer();
    render(<RichText text="Force {{c1::$F = ma$}}" cloze={1} revealed />);
    const answer = screen.getByTestId('cloze-answer');
    expect(answer.querySelector('.katex')).not.toBeNull();
  });

  it('creates no elements, links or handlers from HTML or TeX written in the text', async () => {
    await loadTexRenderer();
    const hostile =
      '<img src=x onerror="window.pwned=1"> <script>window.pwned=1</script> ' +
      '$\\href{javascript:alert(1)}{click}$ $\\url{javascript:alert(1)}$ ' +
      '$\\htmlClass{x}{y}$ $\\includegraphics{http://evil/x.png}$ {{c1::<b>bold</b>}} **<i>x</i>**';
    const { container } = render(<RichText text={hostile} cloze={1} revealed />);
    // With trust off KaTeX typesets these commands as unsupported (red) text, never as links or images.
    expect(await screen.findAllByTestId('tex')).toHaveLength(4);
    expect(container.querySelector('img, script, a, b, i, iframe')).toBeNull();
    expect(container.innerHTML).not.toMatch(/<a |javascript:[^<]*"/i);
    expect(container.querySelectorAll('[onerror], [href], [src]')).toHaveLength(0);
    expect(container.textContent).toContain('<img src=x onerror="window.pwned=1">');
    expect(screen.getByTestId('cloze-answer')).toHaveTextContent('<b>bold</b>');
    expect((window as unknown as { pwned?: number }).pwned).toBeUndefined();
  });

  it('keeps prices as text and shows maths as typed until KaTeX has loaded', () => {
    const { container } = render(<RichText text="It cost $5 and $10." />);
    expect(container.textContent).toBe('It cost $5 and $10.');
    expect(container.querySelector('[data-testid="tex"], [data-testid="tex-source"]')).toBeNull();
  });
});
