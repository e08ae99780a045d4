import { fragment, h, styleText } from './markup';

describe('chart markup', () => {
  it('escapes text and attribute values, so figures and labels cannot open a tag', () => {
    const markup = h('span', { title: '"a" & <b>' }, '<script>alert(1)</script>', ' & ', 1234);
    expect(markup.__html).toBe(
      '<span title="&quot;a&quot; &amp; &lt;b&gt;">&lt;script&gt;alert(1)&lt;/script&gt; &amp; 1234</span>',
    );
  });

  it('nests markup unescaped, flattens arrays and leaves out empty children and attributes', () => {
    const markup = h(
      'ul',
      { class: 'list', hidden: false, 'data-x': undefined, 'aria-hidden': 'true' },
      ['A', 'B'].map((label) => h('li', null, label)),
      null,
      false,
      undefined,
    );
    expect(markup.__html).toBe('<ul class="list" aria-hidden="true"><li>A</li><li>B</li></ul>');
    expect(h('button', { disabled: true }).__html).toBe('<button disabled></button>');
    expect(fragment(h('p', null, 'one'), 'two').__html).toBe('<p>one</p>two');
  });

  it('writes an inline style from its defined properties', () => {
    expect(styleText({ bottom: undefined, height: '12.5%', '--chart-steps': 4 })).toBe('height:12.5%;--chart-steps:4');
  });

  it('parses back to the same text in a document', () => {
    const host = document.createElement('div');
    host.innerHTML = h('p', { 'data-value': '1 < 2' }, 'Q3/24 & "Q4"').__html;
    const paragraph = host.querySelector('p')!;
    expect(paragraph.textContent).toBe('Q3/24 & "Q4"');
    expect(paragraph.getAttribute('data-value')).toBe('1 < 2');
  });
});
