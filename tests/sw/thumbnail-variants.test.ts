import { describe, expect, it } from 'vitest';
import { thumbnailUrl } from '../../contract/media';
import { cardSlotPixels } from '../../src/features/catalogue/thumbnail-warmup';
import { nearestCachedVariant, parseThumbnailPath } from '../../sw/thumbnail-variants';

const KEY = 'bee-health-varroa-honey-harvest-c204425a0b';

describe('offline thumbnail of another width', () => {
  it('reads key and width from a thumbnail path only', () => {
    expect(parseThumbnailPath(thumbnailUrl(KEY, 480))).toEqual({ key: KEY, width: 480 });
    expect(parseThumbnailPath('/api/media/lessons/x/video')).toBeNull();
    expect(parseThumbnailPath(`/api/media/thumbnails/${KEY}/480.png`)).toBeNull();
  });

  it('answers the same picture at the nearest width above, else the widest below, never another picture', () => {
    const cached = [thumbnailUrl(KEY, 320), thumbnailUrl(KEY, 960), thumbnailUrl('drip-irrigation-design-maintenance-3839e10d01', 640)];
    expect(nearestCachedVariant(thumbnailUrl(KEY, 640), cached)).toBe(thumbnailUrl(KEY, 960));
    expect(nearestCachedVariant(thumbnailUrl(KEY, 480), [thumbnailUrl(KEY, 320)])).toBe(thumbnailUrl(KEY, 320));
    expect(nearestCachedVariant(thumbnailUrl(KEY, 480), [thumbnailUrl(KEY, 320), thumbnailUrl(KEY, 640), thumbnailUrl(KEY, 960)])).toBe(
      thumbnailUrl(KEY, 640),
    );
    expect(nearestCachedVariant(thumbnailUrl(KEY, 480), [thumbnailUrl('other-1', 480)])).toBeNull();
  });
});

describe('the width the catalogue warms', () => {
  it('follows the card slot of CARD_THUMBNAIL_SIZES', () => {
    expect(cardSlotPixels(390, 16)).toBe(390);
    expect(cardSlotPixels(800, 16)).toBe(360);
    expect(cardSlotPixels(1280, 16)).toBe(352);
  });
});
