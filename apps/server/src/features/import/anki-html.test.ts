import { describe, expect, it } from 'vitest';
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

describe('clampCardText', () => {
  it('cuts at 5,000 characters without splitting an emoji', () => {
    expect(clampCardText('short')).toEqual({ text: 'short', clipped: false });
    const long = `${'a'.repeat(4999)}😀tail`;
    const r = clampCardText(long);
    expect(r.clipped).toBe(true);
    expect(r.text).toBe('a'.repeat(4999));
  });
});
