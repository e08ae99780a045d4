import Link from 'next/link';
import { plexLatin, plexThai } from './fonts';

// Reached only by paths outside the locale routing (proxy.ts sends every page path to a locale).
export default function RootNotFound() {
  return (
    <html lang="th" className={`${plexLatin.variable} ${plexThai.variable}`}>
      <body>
        <main className="container page-message">
          <h1>ไม่พบหน้าที่ต้องการ</h1>
          <p lang="en">Page not found</p>
          <p>
            <Link prefetch={false} href="/">
              หน้าแรก
            </Link>{' '}
            ·{' '}
            <Link prefetch={false} href="/en" lang="en">
              Home
            </Link>
          </p>
        </main>
      </body>
    </html>
  );
}
