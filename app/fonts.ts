import localFont from 'next/font/local';

// IBM Plex Sans Thai from @fontsource (next/font/google cannot download on these machines).
// Two families, one per script, so each page downloads only the glyphs it shows. next/font reads the
// options at build time and takes only literals: the two calls cannot share a helper or a spread.
export const plexLatin = localFont({
  src: [
    {
      path: '../node_modules/@fontsource/ibm-plex-sans-thai/files/ibm-plex-sans-thai-latin-400-normal.woff2',
      weight: '400',
    },
    {
      path: '../node_modules/@fontsource/ibm-plex-sans-thai/files/ibm-plex-sans-thai-latin-600-normal.woff2',
      weight: '600',
    },
  ],
  variable: '--font-latin',
  display: 'swap',
  fallback: ['Arial', 'sans-serif'],
});

export const plexThai = localFont({
  src: [
    {
      path: '../node_modules/@fontsource/ibm-plex-sans-thai/files/ibm-plex-sans-thai-thai-400-normal.woff2',
      weight: '400',
    },
    {
      path: '../node_modules/@fontsource/ibm-plex-sans-thai/files/ibm-plex-sans-thai-thai-600-normal.woff2',
      weight: '600',
    },
  ],
  variable: '--font-thai',
  display: 'swap',
  fallback: ['Tahoma', 'sans-serif'],
});
