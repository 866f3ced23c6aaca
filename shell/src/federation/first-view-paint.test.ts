import { firstViewPainted } from './first-view-paint';

function documentWith(html: string): Document {
  const doc = document.implementation.createHTMLDocument('t');
  doc.body.innerHTML = html;
  return doc;
}

const settled = async (promise: Promise<void>, ms: number) =>
  Promise.race([promise.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms))]);

describe('firstViewPainted (issue 9)', () => {
  it('does not wait without a first view', async () => {
    expect(await settled(firstViewPainted(documentWith('<div id="root"></div>')), 5)).toBe(true);
  });

  it('waits for the picture to load, then a frame', async () => {
    const doc = documentWith('<div id="manzil-first-view"><img fetchpriority="high" src="http://x.test/p.svg"></div>');
    const picture = doc.querySelector('img')!;
    Object.defineProperty(picture, 'complete', { value: false });
    const painted = firstViewPainted(doc, 5_000);
    expect(await settled(painted, 50)).toBe(false);
    picture.dispatchEvent(new Event('load'));
    expect(await settled(painted, 200)).toBe(true);
  });

  it('a picture that fails or never comes does not hold the store back', async () => {
    const doc = documentWith('<div id="manzil-first-view"><img fetchpriority="high" src="http://x.test/p.svg"></div>');
    const picture = doc.querySelector('img')!;
    Object.defineProperty(picture, 'complete', { value: false });
    const failed = firstViewPainted(doc, 5_000);
    picture.dispatchEvent(new Event('error'));
    expect(await settled(failed, 200)).toBe(true);
    expect(await settled(firstViewPainted(doc, 30), 300)).toBe(true);
  });
});
