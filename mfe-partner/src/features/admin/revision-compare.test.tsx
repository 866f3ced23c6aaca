import { screen, within } from '@testing-library/react';
import { renderVendorAt } from '../../test/render-vendor';
import { RevisionCompare } from './revision-compare';

const BEFORE = {
  name: 'Nile Sofa',
  title: 'Three-seat sofa',
  description: 'A deep sofa.',
  images: ['products/77.svg'],
  nameAr: 'كنبة النيل',
  titleAr: 'كنبة بثلاثة مقاعد',
  descriptionAr: null,
};

/** The row of field `label` (its name starts with the label; 'Name' is not 'Name in Arabic'). */
const row = (label: string) => screen.getByRole('row', { name: new RegExp(`^${label}(?! in Arabic)`) });

it('shows the Arabic texts an edit changes, right to left, old beside new, and leaves out the unchanged ones', () => {
  renderVendorAt(<RevisionCompare previous={BEFORE} proposed={{ ...BEFORE, nameAr: 'أريكة النيل', descriptionAr: 'أريكة عميقة.' }} />);
  const name = within(row('Name in Arabic')).getAllByRole('cell');
  expect(name.map((cell) => cell.textContent)).toEqual(['كنبة النيل', 'أريكة النيل']);
  expect(name[1]).toHaveAttribute('dir', 'rtl');
  expect(name[1]).toHaveAttribute('lang', 'ar');
  expect(within(row('Name in Arabic')).getByText('changed')).toBeInTheDocument();
  expect(
    within(row('Description in Arabic'))
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  ).toEqual(['(none)', 'أريكة عميقة.']);
  expect(screen.queryByRole('row', { name: /^Title in Arabic/ })).not.toBeInTheDocument();
  expect(within(row('Name')).queryByText('changed')).not.toBeInTheDocument();
});

it('shows no Arabic row for an English-only edit, nor for a revision recorded before the Arabic texts', () => {
  const old = { name: 'Nile Sofa', title: 'Three-seat sofa', description: '', images: ['products/77.svg'] };
  renderVendorAt(<RevisionCompare previous={old} proposed={{ ...old, name: 'Nile Sofa II' }} />);
  expect(within(row('Name')).getByText('changed')).toBeInTheDocument();
  expect(screen.queryByRole('row', { name: /in Arabic/ })).not.toBeInTheDocument();
});
