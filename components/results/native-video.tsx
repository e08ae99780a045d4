import type { Locale } from '@/lib/i18n';
import { captionsPath, type CaptionLanguage, type QuarterId, type SelfHostedVideo } from '@/lib/results';
import { VideoSeek } from './video-seek';
import styles from './results.module.css';

/** The id the transcript's time links seek (VideoSeek). */
export const RESULTS_VIDEO_ID = 'results-video';

interface NativeVideoProps {
  id: QuarterId;
  locale: Locale;
  video: SelfHostedVideo;
  title: string;
  /** The languages with a transcript: a caption track each, the page's language the default. */
  captionLanguages: readonly CaptionLanguage[];
  captionLabels: Readonly<Record<CaptionLanguage, string>>;
  fallback: string;
  notice: string;
}

/**
 * A self-hosted webcast in the browser's own player (docs/results.md#a-self-hosted-video): nothing is
 * loaded before play (`preload="none"`), no poster; the box keeps the player's 16:9 size before and
 * after, so nothing below moves. Captions come from the transcript (WebVTT, lib/results/webvtt.ts).
 */
export function NativeVideo({
  id,
  locale,
  video,
  title,
  captionLanguages,
  captionLabels,
  fallback,
  notice,
}: NativeVideoProps) {
  return (
    <>
      <div className={styles.webcastFrame}>
        <video id={RESULTS_VIDEO_ID} controls preload="none" playsInline aria-label={title} data-testid="results-video">
          <source src={video.href} type={video.type} />
          {captionLanguages.map((lang) => (
            <track
              key={lang}
              kind="captions"
              src={captionsPath(id, lang)}
              srcLang={lang}
              label={captionLabels[lang]}
              default={lang === locale}
            />
          ))}
          <a href={video.href} download>
            {fallback}
          </a>
        </video>
      </div>
      <p className={styles.meta}>{notice}</p>
      <VideoSeek videoId={RESULTS_VIDEO_ID} />
    </>
  );
}
