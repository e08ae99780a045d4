import { render } from '@testing-library/react';
import { parseSearchQuery } from '@/lib/search-engine/query';
import { HighlightedText } from './highlighted-text';

describe('HighlightedText', () => {
  it('marks the matched words with <mark>', () => {
    const { container } = render(
      <p>
        <HighlightedText text="งบการเงิน ไตรมาส 3/2568" terms={parseSearchQuery('การเงิน').terms} />
      </p>,
    );
    expect([...container.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['การเงิน']);
    expect(container.textContent).toBe('งบการเงิน ไตรมาส 3/2568');
  });

  it('cannot inject markup: a title holding HTML shows as text', () => {
    const title = '<img src=x onerror="alert(1)"><script>alert(2)</script> dividend <mark>fake</mark>';
    const { container } = render(
      <p>
        <HighlightedText text={title} terms={parseSearchQuery('dividend img script mark').terms} />
      </p>,
    );
    expect(container.querySelector('img, script')).toBeNull();
    expect(container.textContent).toBe(title);
    // Only the marks the highlighter made: the matched words, never the title's own <mark>.
    expect([...container.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual([
      'img',
      'script',
      'script',
      'dividend',
      'mark',
      'mark',
    ]);
    expect(container.querySelectorAll('mark mark')).toHaveLength(0);
  });
});
