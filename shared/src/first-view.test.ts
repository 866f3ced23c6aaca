import { FIRST_VIEW_ELEMENT_ID, releaseFirstView } from './first-view';

describe('releaseFirstView (issue 9)', () => {
  it('removes the first view once and is a no-op without one', () => {
    const view = document.createElement('div');
    view.id = FIRST_VIEW_ELEMENT_ID;
    document.body.append(view);
    expect(releaseFirstView()).toBe(true);
    expect(document.getElementById(FIRST_VIEW_ELEMENT_ID)).toBeNull();
    expect(releaseFirstView()).toBe(false);
  });
});
