import { createNavigation } from 'next-intl/navigation';
import { routing } from './routing';
import { delocalizePath, localizePath } from './paths';

const { getPathname } = createNavigation(routing);

describe('localizePath', () => {
  it.each([
    ['/', 'th', '/'],
    ['/', 'en', '/en'],
    ['/about', 'th', '/about'],
    ['/about', 'en', '/en/about'],
    ['/newinfo/info?year=2024&page=2', 'en', '/en/newinfo/info?year=2024&page=2'],
    ['/?x=1', 'en', '/en?x=1'],
    ['/about#top', 'en', '/en/about#top'],
  ] as const)('%s in %s is %s', (href, locale, expected) => {
    expect(localizePath(href, locale)).toBe(expected);
  });

  it('agrees with next-intl for every kind of path', () => {
    for (const href of ['/', '/about', '/newinfo/info?year=2024', '/basicinfo/info']) {
      for (const locale of ['th', 'en'] as const)
        expect(localizePath(href, locale)).toBe(getPathname({ href, locale }));
    }
  });

  it('leaves other URLs alone', () => {
    expect(localizePath('https://www.example.com/', 'en')).toBe('https://www.example.com/');
    expect(localizePath('mailto:ir@example.com', 'en')).toBe('mailto:ir@example.com');
    expect(localizePath('//cdn.example.com/x', 'en')).toBe('//cdn.example.com/x');
  });
});

describe('delocalizePath', () => {
  it.each([
    ['/en', 'en', '/'],
    ['/en/about', 'en', '/about'],
    ['/about', 'th', '/about'],
    ['/', 'th', '/'],
    ['/english', 'th', '/english'],
  ] as const)('%s is %s %s', (pathname, locale, path) => {
    expect(delocalizePath(pathname)).toEqual({ locale, path });
  });
});
