import { render } from '@testing-library/react';
import { getRuntimeConfig, setRuntimeConfig, type RuntimeConfig } from '../config';
import { Thumbnail } from './thumbnail';

let before: RuntimeConfig;
beforeEach(() => {
  before = getRuntimeConfig();
  setRuntimeConfig({ apiBaseUrl: 'https://api.manzil.eg', imageBaseUrl: null });
});
afterEach(() => setRuntimeConfig(before));

it("shows an uploaded picture from the copy its size needs: its copies' srcset, sizes of that size", () => {
  const { container } = render(<Thumbnail path="uploads/c4/1280.webp" size={56} lazy className="thumb" />);
  const picture = container.querySelector('img')!;
  expect(picture.getAttribute('src')).toBe('https://api.manzil.eg/media/uploads/c4/1280.webp');
  expect(picture.getAttribute('srcset')).toBe(
    'https://api.manzil.eg/media/uploads/c4/320.webp 320w, https://api.manzil.eg/media/uploads/c4/640.webp 640w, https://api.manzil.eg/media/uploads/c4/1280.webp 1280w',
  );
  expect([picture.getAttribute('sizes'), picture.getAttribute('width'), picture.getAttribute('height')]).toEqual(['56px', '56', '56']);
  expect([picture.getAttribute('alt'), picture.getAttribute('loading'), picture.className]).toEqual(['', 'lazy', 'thumb']);
});

it('shows a picture that comes in one width as it is, fetched at once unless asked to wait', () => {
  const { container } = render(<Thumbnail path="products/12.webp" size={48} />);
  const picture = container.querySelector('img')!;
  expect(picture.getAttribute('src')).toBe('https://api.manzil.eg/media/products/12.webp');
  expect(picture.hasAttribute('srcset')).toBe(false);
  expect(picture.hasAttribute('loading')).toBe(false);
});
