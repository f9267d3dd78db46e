import { thumbnailSrcSet, thumbnailUrl } from '../../../../contract/media';
import type { Topic } from '../../../../contract/catalogue';
import { useHydrated } from '../../../lib/use-hydrated';
import { GeneratedCover } from '../../../domain-ui/generated-cover';
import { rememberThumbnail } from '../thumbnail-warmup';

interface FormationThumbnailProps {
  thumbnail: string | null;
  topic: Topic;
  /** The formation's title in the reader's language, written on the generated cover of a formation without a picture. */
  title: string;
  /** `sizes` of the slot the picture fills, so the browser picks the smallest width that is sharp. */
  sizes: string;
  /** Above the fold: fetch at once instead of lazily. */
  eager?: boolean;
}

/**
 * A formation's picture: width-limited WebP from the server (320 to 960 px), lazy below the fold, with
 * its box reserved so nothing jumps. Decorative: the title next to it says what it is.
 *
 * On a page the server drew, the pictures below the fold wait for the app to take over: on 2G the
 * browser fetched them (its lazy-loading margin covers a short page) beside the scripts the page needs
 * to respond, which then arrived later (docs/performance-log.md).
 * Until then an empty box of the same size stands in; without JavaScript the `<noscript>` copy shows
 * (catalogue-shared.css hides the box then).
 */
export function FormationThumbnail({ thumbnail, topic, title, sizes, eager = false }: FormationThumbnailProps) {
  const hydrated = useHydrated();
  if (!thumbnail) return <GeneratedCover topic={topic} title={title} className="thumbnail" />;
  // The same picture whether the app or the <noscript> copy draws it.
  const picture = (
    <img
      className="thumbnail"
      src={thumbnailUrl(thumbnail, 320)}
      srcSet={thumbnailSrcSet(thumbnail)}
      sizes={sizes}
      width={320}
      height={180}
      alt=""
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={eager ? 'high' : undefined}
      onLoad={(event) => rememberThumbnail(event.currentTarget.currentSrc)}
    />
  );
  if (eager || hydrated) return picture;
  return (
    <>
      <span className="thumbnail thumbnail--waiting" aria-hidden="true" />
      <noscript>{picture}</noscript>
    </>
  );
}
