import { describe, expect, it } from 'vitest';
import { highPriorityPicturePreloads } from '../../../server/lib/ssr/picture-preloads';
import { spliceRenderedPage } from '../../../server/lib/ssr/ssr-page';

const thumbnail = (name: string, priority: string) =>
  `<img class="thumbnail" src="/t/${name}/320.webp" srcSet="/t/${name}/320.webp 320w, /t/${name}/480.webp 480w" sizes="(min-width: 40rem) 45vw, 100vw" width="320" height="180" alt="" ${priority}/>`;

describe('the head preloads the pictures a rendered page marks high-priority', () => {
  it('one link per such picture, in order, with the same srcset and sizes so one file is fetched', () => {
    const html = `<main>${thumbnail('soil', 'fetchPriority="high"')}${thumbnail('bees', 'fetchpriority="high"')}${thumbnail('drip', 'loading="lazy"')}</main>`;
    expect(highPriorityPicturePreloads(html)).toBe(
      '<link rel="preload" as="image" href="/t/soil/320.webp" imagesrcset="/t/soil/320.webp 320w, /t/soil/480.webp 480w" imagesizes="(min-width: 40rem) 45vw, 100vw" fetchpriority="high">' +
        '<link rel="preload" as="image" href="/t/bees/320.webp" imagesrcset="/t/bees/320.webp 320w, /t/bees/480.webp 480w" imagesizes="(min-width: 40rem) 45vw, 100vw" fetchpriority="high">',
    );
  });

  it('a plain picture gets a plain link, and a page without such pictures none', () => {
    expect(highPriorityPicturePreloads('<img src="/cover.webp" alt="" fetchpriority="high">')).toBe(
      '<link rel="preload" as="image" href="/cover.webp" fetchpriority="high">',
    );
    expect(highPriorityPicturePreloads(`<p>fetchpriority="high"</p>${thumbnail('drip', 'loading="lazy"')}`)).toBe('');
  });

  it('goes right after the title, ahead of the inline stylesheets a slow phone parses first', () => {
    const shell = '<html><head><title>Academy</title><style>main{}</style></head><body><div id="root"></div></body></html>';
    const page = spliceRenderedPage(shell, { html: thumbnail('soil', 'fetchPriority="high"'), data: {} }, 'en', true) ?? '';
    expect(page).toContain('<title>Academy</title><link rel="preload" as="image" href="/t/soil/320.webp"');
    expect(page.indexOf('rel="preload"')).toBeLessThan(page.indexOf('<style>'));
  });
});
