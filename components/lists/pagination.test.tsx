import { render, screen, within } from '@testing-library/react';
import { Pagination, type PaginationLabels } from './pagination';

jest.mock('next/navigation', () => ({
  usePathname: () => '/newinfo/info',
  useParams: () => ({ locale: 'th' }),
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), prefetch: jest.fn() }),
  redirect: jest.fn(),
  permanentRedirect: jest.fn(),
}));

const labels: PaginationLabels = {
  nav: 'Pages',
  previous: 'Previous',
  next: 'Next',
  page: (page) => `Page ${page}`,
};

function renderPagination(props: Partial<React.ComponentProps<typeof Pagination>> & { locale?: string } = {}) {
  const { locale = 'th', ...rest } = props;
  return render(
    <>
      <Pagination
        locale={locale === 'en' ? 'en' : 'th'}
        pathname="/newinfo/info"
        state={{ year: 2024, q: 'ปันผล' }}
        defaults={{ year: 2025 }}
        page={1}
        totalPages={7}
        labels={labels}
        {...rest}
      />
    </>,
  );
}

function hrefParams(link: HTMLElement) {
  const url = new URL(link.getAttribute('href') ?? '', 'http://x');
  return { path: url.pathname, params: Object.fromEntries(url.searchParams) };
}

describe('Pagination', () => {
  it('disables previous on page 1 as a button, not a link', () => {
    renderPagination({ page: 1 });
    const nav = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(nav).getByRole('button', { name: /Previous/ })).toBeDisabled();
    expect(within(nav).queryByRole('link', { name: /Previous/ })).toBeNull();
    expect(within(nav).getByRole('link', { name: /Next/ })).toHaveAttribute('href', expect.stringContaining('page=2'));
  });

  it('disables next on the last page', () => {
    renderPagination({ page: 7 });
    expect(screen.getByRole('button', { name: /Next/ })).toBeDisabled();
    expect(screen.queryByRole('link', { name: /Next/ })).toBeNull();
    expect(hrefParams(screen.getByRole('link', { name: /Previous/ })).params.page).toBe('6');
  });

  it('marks only the current page with aria-current', () => {
    renderPagination({ page: 4 });
    const current = screen.getByRole('link', { name: 'Page 4' });
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(screen.getAllByRole('link').filter((link) => link.hasAttribute('aria-current'))).toHaveLength(1);
  });

  it('gives every page a real href that keeps year and search', () => {
    renderPagination({ page: 1 });
    for (const page of [2, 3, 7]) {
      const { path, params } = hrefParams(screen.getByRole('link', { name: `Page ${page}` }));
      expect(path).toBe('/newinfo/info');
      expect(params).toEqual({ year: '2024', page: String(page), q: 'ปันผล' });
    }
    // Page 1 and the default year are left out of the URL.
    expect(hrefParams(screen.getByRole('link', { name: 'Page 1' })).params).toEqual({ year: '2024', q: 'ปันผล' });
  });

  it('prefixes English links with /en', () => {
    renderPagination({ page: 1, locale: 'en', state: { year: 2025 } });
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('href', '/en/newinfo/info?page=2');
  });

  it('shows the window with ellipses for many pages', () => {
    renderPagination({ page: 25, totalPages: 50 });
    const numbers = screen
      .getAllByRole('link')
      .map((link) => link.textContent)
      .filter((text) => /^\d+$/.test(text ?? ''));
    expect(numbers).toEqual(['1', '23', '24', '25', '26', '27', '50']);
    expect(screen.getAllByText('…')).toHaveLength(2);
  });

  it('renders nothing for a single page', () => {
    const { container } = renderPagination({ totalPages: 1 });
    expect(container).toBeEmptyDOMElement();
  });

  it('offers rel prev and next links for the head', () => {
    const { container } = renderPagination({ page: 3 });
    expect(container.ownerDocument.querySelector('link[rel="prev"]')).toHaveAttribute(
      'href',
      expect.stringContaining('page=2'),
    );
    expect(container.ownerDocument.querySelector('link[rel="next"]')).toHaveAttribute(
      'href',
      expect.stringContaining('page=4'),
    );
  });
});
