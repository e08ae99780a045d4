import type { ComponentProps } from 'react';
import NextLink from 'next/link';
import { getLocale } from 'next-intl/server';
import { localizePath } from './paths';
import type { Locale } from './routing';

type LinkProps = Omit<ComponentProps<typeof NextLink>, 'href'> & { href: string; locale?: Locale };

/**
 * A link to a locale-less site path in the page's language (or `locale`), for server components.
 * Deliberately not next-intl's createNavigation: its Link is a client component that brings
 * next-intl's message formatter to every page. Client components use ./paths with next/link.
 */
export async function Link({ href, locale, ...props }: LinkProps) {
  return <NextLink href={localizePath(href, locale ?? ((await getLocale()) as Locale))} {...props} />;
}
