import { thumbnailSrcSet, thumbnailUrl } from '../../../../contract/media';
import type { Topic } from '../../../../contract/catalogue';
import { rememberThumbnail } from '../thumbnail-warmup';

interface FormationThumbnailProps {
  thumbnail: string | null;
  topic: Topic;
  /** `sizes` of the slot the picture fills, so the browser picks the smallest width that is sharp. */
  sizes: string;
  /** Above the fold: fetch at once instead of lazily. */
  eager?: boolean;
}

/**
 * A formation's picture: width-limited WebP from the server (320 to 960 px), lazy below the fold, with
 * its box reserved so nothing jumps. Decorative: the title next to it says what it is.
 */
export function FormationThumbnail({ thumbnail, topic, sizes, eager = false }: FormationThumbnailProps) {
  if (!thumbnail) return <div className={`thumbnail thumbnail--empty thumbnail--${topic}`} aria-hidden="true" />;
  return (
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
}
