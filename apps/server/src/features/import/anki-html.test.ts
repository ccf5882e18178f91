import { beforeAll, describe, expect, it } from 'vitest';
import { clampCardText, htmlToCardText } from './anki-html.js';

describe('htmlToCardText', () => {
  it('keeps line breaks, bold and italic, and decodes entities', () => {
    expect(
      htmlToCardText('<div><b>Mitosis</b>&nbsp;makes <i>two</i> cells</div><div>2n &rarr; 2n &amp; &lt;4n&gt;</div>')
        .text,
    ).toBe('**Mitosis** makes *two* cells\n2n → 2n & <4n>');
    expect(htmlToCardText('one<br>two<br/><br><br><br>three').text).toBe('one\ntwo\n\nthree');
    expect(htmlToCardText('<strong>a <em>b</em></strong>').text).toBe('**a *b***');
  });

  it('drops empty or unclosed emphasis and moves spaces outside markers', () => {
    expect(htmlToCardText('<b></b>x<i> </i>y').text).toBe('x y');
    expect(htmlToCardText('<b>bold </b>text').text).toBe('**bold** text');
    expect(htmlToCardText('<b>never closed').text).toBe('**never closed**');
  });

  it('strips everything else: scripts, styles, comments, spans, links, attributes', () => {
    const html =
      '<style>.x{color:red}</style><script>alert(1)</script><!-- c --><span style="color:red" onclick="x()">red</span> <a href="javascript:x">link</a>';
    expect(htmlToCardText(html).text).toBe('red link');
  });

  it('takes images and sounds out as media names', () => {
    const r = htmlToCardText('Cell <img src="cell.png"> and <img src=\'second&amp;.jpg\'> [sound:say it.mp3]');
    expect(r).toEqual({ text: 'Cell and', images: ['cell.png', 'second&.jpg'], sounds: ['say it.mp3'] });
  });

  it('keeps MathJax maths and cloze markers, and turns old LaTeX markers into MathJax', () => {
    expect(htmlToCardText('\\(x^2 &lt; 4\\) and {{c1::<b>ATP</b>::energy}}').text).toBe(
      '\\(x^2 < 4\\) and {{c1::**ATP**::energy}}',
    );
    expect(htmlToCardText('[$]\\frac{1}{2}[/$] [$$]E=mc^2[/$$]').text).toBe('\\(\\frac{1}{2}\\) \\[E=mc^2\\]');
  });

  it('lists become bullet lines', () => {
    expect(htmlToCardText('<ul><li>one</li><li>two</li></ul>').text).toBe('• one\n• two');
  });
});

describe('htmlToCardText on hostile input', () => {
  // About 1 MB each; the regular-expression tokenizer took tens of seconds on the first ones.
  const MB = 1024 * 1024;
  const hostile: [string, string][] = [
    ['unclosed tag starts', '<a'.repeat(MB / 2)],
    ['unclosed tags with quotes', '<a x="1" y=\''.repeat(MB / 12)],
    ['unclosed comments', '<!--'.repeat(MB / 4)],
    ['unclosed scripts', '<script>'.repeat(MB / 8)],
    ['a tag with many attributes', `<img${' data-x="1" src=y'.repeat(MB / 18)}>`],
    ['many line breaks after spaces', ' <br>'.repeat(MB / 5)],
    ['empty and unclosed emphasis', '<b></b><i>x'.repeat(MB / 11)],
    ['blocks after spaces', '&#32;&#32;<div>'.repeat(MB / 15)],
    ['unclosed LaTeX and sounds', '[$][$$][latex][sound:'.repeat(MB / 22)],
    ['an unterminated closing script tag', `<script>${'</script '.repeat(MB / 9)}`],
  ];

  // Compiled first on a small field of each kind, so the timing is the work, not the JIT warming up.
  beforeAll(() => {
    for (const [, html] of hostile) htmlToCardText(html.slice(0, 20_000));
  });

  it.each(hostile)('converts %s (1 MB) in well under a second', (_name, html) => {
    const started = performance.now();
    htmlToCardText(html);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe('clampCardText', () => {
  it('cuts at 5,000 characters without splitting an emoji', () => {
    expect(clampCardText('short')).toEqual({ text: 'short', clipped: false });
    const long = `${'a'.repeat(4999)}😀tail`;
    const r = clampCardText(long);
    expect(r.clipped).toBe(true);
    expect(r.text).toBe('a'.repeat(4999));
  });
});
