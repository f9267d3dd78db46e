// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FormationThumbnail } from '../../src/features/catalogue/components/formation-thumbnail';

afterEach(cleanup);

describe('a formation without a picture', () => {
  it('shows a generated cover with its topic’s icon and its title, not an empty box', () => {
    const { container } = render(
      <FormationThumbnail thumbnail={null} topic="beekeeping" title="تربية النحل للمبتدئين" sizes="100vw" eager />,
    );
    const cover = container.querySelector('[data-generated-cover]');
    expect(cover).not.toBeNull();
    expect(cover).toHaveClass('thumbnail', 'generated-cover--beekeeping');
    expect(cover?.querySelector('svg path')).not.toBeNull();
    expect(cover).toHaveTextContent('تربية النحل للمبتدئين');
    expect(cover?.querySelector('[dir="auto"]')).not.toBeNull();
    expect(cover).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows the picture once there is one', () => {
    const { container } = render(<FormationThumbnail thumbnail="cover-1" topic="beekeeping" title="x" sizes="100vw" eager />);
    expect(container.querySelector('img.thumbnail')).not.toBeNull();
    expect(container.querySelector('[data-generated-cover]')).toBeNull();
  });
});
