import type { Locale } from '@/lib/i18n';

/**
 * The error page's strings (messages/*.json ErrorPage, kept equal by error.test.tsx). The error page is
 * a client component on every route; reading these directly keeps the message formatter of next-intl
 * out of every page's JavaScript.
 */
export const errorPageMessages: Record<Locale, { title: string; body: string; retry: string; home: string }> = {
  th: {
    title: 'เกิดข้อผิดพลาด',
    body: 'ไม่สามารถแสดงหน้านี้ได้ โปรดลองอีกครั้งในภายหลัง',
    retry: 'ลองอีกครั้ง',
    home: 'กลับสู่หน้าแรกนักลงทุนสัมพันธ์',
  },
  en: {
    title: 'Something went wrong',
    body: 'This page could not be shown. Please try again in a moment.',
    retry: 'Try again',
    home: 'Go to the investor relations home',
  },
};
