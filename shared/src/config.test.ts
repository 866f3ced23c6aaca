import { getRuntimeConfig, imageSrcSet, setRuntimeConfig, type RuntimeConfig } from './config';

describe('imageSrcSet', () => {
  let before: RuntimeConfig;
  beforeEach(() => {
    before = getRuntimeConfig();
    setRuntimeConfig({ apiBaseUrl: 'https://api.manzil.eg', imageBaseUrl: 'https://images.manzil.eg' });
  });
  afterEach(() => setRuntimeConfig(before));

  it('lists every copy of an uploaded picture, which its path names by the widest, on the image host', () => {
    expect(imageSrcSet('uploads/6f1c2b9e-0d4e/1280.webp')).toBe(
      'https://images.manzil.eg/uploads/6f1c2b9e-0d4e/320.webp 320w, https://images.manzil.eg/uploads/6f1c2b9e-0d4e/640.webp 640w, https://images.manzil.eg/uploads/6f1c2b9e-0d4e/1280.webp 1280w',
    );
  });

  it('follows the copies of a picture narrower than the widest width: never enlarged', () => {
    expect(imageSrcSet('/uploads/a1/900.webp')).toBe(
      'https://images.manzil.eg/uploads/a1/320.webp 320w, https://images.manzil.eg/uploads/a1/640.webp 640w, https://images.manzil.eg/uploads/a1/900.webp 900w',
    );
    expect(imageSrcSet('uploads/a1/500.webp')).toBe(
      'https://images.manzil.eg/uploads/a1/320.webp 320w, https://images.manzil.eg/uploads/a1/500.webp 500w',
    );
  });

  it('gives none for a picture that comes in one width', () => {
    for (const path of [
      'uploads/a1/200.webp',
      'products/12.webp',
      'uploads/a1.dxf',
      'https://cdn.example/uploads/a1/1280.webp',
      '',
      null,
      undefined,
    ])
      expect(imageSrcSet(path)).toBeUndefined();
  });
});
