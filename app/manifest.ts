import type { MetadataRoute } from 'next';
import { loadCompanyFacts } from '@/lib/backend';

export default async function manifest(): Promise<MetadataRoute.Manifest> {
  const company = await loadCompanyFacts('th');
  return {
    name: `${company.shortName} Investor Relations`,
    short_name: `${company.symbol} IR`,
    start_url: '/',
    display: 'browser',
    background_color: '#ffffff',
    theme_color: '#2f3437',
    icons: [
      { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml' },
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
