/// <reference types="node" />
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { messages } from './messages';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && name !== 'test-utils.tsx' ? [path] : [];
  });
}

describe('messages', () => {
  it('has every message id the code uses', () => {
    const used = new Set<string>();
    for (const file of sourceFiles(__dirname)) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/(?:\bid|titleId|labelId)[=:]\s*\{?\s*['"]([a-zA-Z]+\.[a-zA-Z.]+)['"]/g)) used.add(match[1]!);
      for (const match of text.matchAll(/['"]((?:home|search|product|filters|sort|toggle|badge)\.[a-zA-Z.]+)['"]/g)) used.add(match[1]!);
    }
    const missing = [...used].filter((id) => !(id in messages));
    expect(missing).toEqual([]);
    expect(used.size).toBeGreaterThan(50);
  });

  it('copies SPEC strings letter for letter', () => {
    expect(messages).toMatchObject({
      'readyToShip.title': 'Ready to Ship',
      'readyToShip.description': 'Discover products that are in stock and ready to ship immediately!',
      'readyToShip.empty': 'No ready-to-ship products available.',
      'onSale.title': 'On Sale Products',
      'onSale.description': 'Discover products that are in Sale and hurry up!',
      'onSale.empty': 'No products have sale at the moment.',
      'grid.empty': 'No products found in this category.',
      'badge.soldOut': 'SOLD OUT',
      'badge.hurry': 'HURRY UP!',
      'toggle.forSale': 'For Sale',
      'toggle.cad': 'BIM/CAD',
      'sort.label': 'Sort By',
      'filters.title': 'Filters',
      'filters.clearAll': 'Clear All',
      'filters.show': 'Show Filters',
      'brand.noName': 'Name Not Available',
      'brand.noDescription': 'No description available.',
      'brand.more': 'more',
      'brand.less': 'less',
    });
  });
});
