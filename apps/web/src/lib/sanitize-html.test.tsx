import { describe, expect, it } from 'vitest';
import { EDITOR_RENAMES, EDITOR_TEXT, sanitizeHtml } from './sanitize-html';

function parse(html: string): Document {
  return new DOMParser().parseFromString(html, 'text/html');
}

describe('sanitizeHtml', () => {
  it('keeps formatting, lists, headings and links, and marks links noopener', () => {
    const html =
      '<h3>Afbókanir</h3><p>Afbókið <strong>48 klst.</strong> fyrir, <em>takk</em>.</p>' +
      '<ul><li>Eitt</li><li>Tvö</li></ul><a href="https://dekka.is/skilmalar">Skilmálar</a>';
    const doc = parse(sanitizeHtml(html));
    expect(doc.querySelector('h3')?.textContent).toBe('Afbókanir');
    expect(doc.querySelector('p strong')?.textContent).toBe('48 klst.');
    expect(doc.querySelectorAll('li')).toHaveLength(2);
    const link = doc.querySelector('a');
    expect(link?.getAttribute('href')).toBe('https://dekka.is/skilmalar');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('keeps the text of elements it does not keep', () => {
    expect(sanitizeHtml('<section><font color="red">Opið</font> til 22</section>')).toBe(
      'Opið til 22',
    );
  });

  it('escapes text that looks like markup', () => {
    expect(sanitizeHtml('<p>1 &lt; 2 &amp;&amp; &lt;script&gt;</p>')).toBe(
      '<p>1 &lt; 2 &amp;&amp; &lt;script&gt;</p>',
    );
  });

  // The classic vectors: each must come out without anything that can run.
  const attacks = [
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    '<p onclick="alert(1)" style="background:url(javascript:alert(1))">x</p>',
    '<a href="javascript:alert(1)">x</a>',
    '<a href=" java\tscript:alert(1)">x</a>',
    '<a href="JaVaScRiPt&colon;alert(1)">x</a>',
    '<a href="data:text/html,<script>alert(1)</script>">x</a>',
    '<a href="vbscript:msgbox(1)">x</a>',
    '<svg><script>alert(1)</script><a xlink:href="javascript:alert(1)">x</a></svg>',
    '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
    '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
    '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
    '<form action="javascript:alert(1)"><button>x</button></form>',
    '<template><img src=x onerror=alert(1)></template>',
    '<style>*{background:url(javascript:alert(1))}</style>',
    '<!--<img src=x onerror=alert(1)>-->',
    '<div id="__proto__" class="constructor">x</div>',
    '<constructor>x</constructor><__proto__>y</__proto__>',
  ];

  it.each(attacks)('leaves nothing runnable in %s', (attack) => {
    const clean = sanitizeHtml(attack);
    expect(clean).not.toMatch(/<(script|img|iframe|svg|math|style|form|template)/i);
    expect(clean).not.toMatch(/\son\w+=|javascript:|vbscript:|data:|style=|srcdoc|id=|class=/i);
    // And parsing the output again finds no element that could run or load anything.
    const doc = parse(clean);
    expect(
      doc.querySelectorAll('script, img, iframe, svg, math, style, form, [onerror]'),
    ).toHaveLength(0);
  });

  it('keeps safe addresses: web, mail, phone and relative', () => {
    const doc = parse(
      sanitizeHtml(
        '<a href="mailto:bord@dekka.is">m</a><a href="tel:+3545551234">t</a><a href="/skilmalar">r</a>',
      ),
    );
    expect([...doc.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([
      'mailto:bord@dekka.is',
      'tel:+3545551234',
      '/skilmalar',
    ]);
  });

  it("keeps only the editor's formatting in its output, renaming the browser's <b>, <i> and <div>", () => {
    expect(
      sanitizeHtml(
        '<div>Hæ <b>þú</b> <i>hér</i></div><h3>Titill</h3><u>undir</u>' +
          '<a href="https://dekka.is" title="t" target="_blank">d</a><script>alert(1)</script>',
        EDITOR_TEXT,
        EDITOR_RENAMES,
      ),
    ).toBe(
      '<p>Hæ <strong>þú</strong> <em>hér</em></p><p>Titill</p>undir' +
        '<a href="https://dekka.is" rel="noopener noreferrer">d</a>',
    );
  });
});
