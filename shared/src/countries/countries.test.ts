import { countryOptions, matchesCountry } from '.';

const find = (query: string) =>
  countryOptions()
    .filter((o) => matchesCountry(o, query))
    .map((o) => o.value);

it('lists every ISO 3166 country and territory (about 249), English labels and native names, from Afghanistan to Zimbabwe', () => {
  const options = countryOptions();
  expect(options.length).toBeGreaterThanOrEqual(245);
  expect(options.length).toBeLessThanOrEqual(252);
  expect(options[0]!.label).toBe('Afghanistan');
  expect(options.find((o) => o.value === 'EG')).toEqual({ value: 'EG', label: 'Egypt', native: 'مصر' });
  expect(options.find((o) => o.value === 'DE')!.native).toBe('Deutschland');
  expect(options.some((o) => o.value === 'AX')).toBe(true);
});

it('matches case- and accent-insensitively, anywhere in the text, in English or the native name', () => {
  expect(find('cote')).toContain('CI');
  expect(find('CÔTE')).toContain('CI');
  expect(find('ivoire')).toContain('CI');
  expect(find('aland')).toContain('AX');
  expect(find('gypt')).toEqual(['EG']);
  expect(find('deutsch')).toEqual(['DE']);
  expect(find('مصر')).toEqual(['EG']);
  expect(find('zzzz')).toEqual([]);
});
