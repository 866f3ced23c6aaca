import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@manzil/shared';
import { renderVendorAt } from '../../test/render-vendor';
import * as api from '../vendor-api/vendor-api';
import { BrandForm } from './brand-form';

jest.mock('../vendor-api/vendor-api');

const LOGO = {
  _id: '0f8fad5b-d9cb-469f-a165-70867728950e',
  kind: 'image' as const,
  contentType: 'image/webp',
  size: 1000,
  name: 'logo.png',
  private: false,
  path: 'uploads/0f8fad5b-d9cb-469f-a165-70867728950e/1280.webp',
};
const BRAND = {
  _id: '5',
  brandName: 'Karnak Living',
  brandlogo: 'brands/5.svg',
  brandDescription: 'Oak and linen.',
  brandNameAr: 'بيت الكرنك',
  brandDescriptionAr: null,
};
/** The English name field (not 'Brand name in Arabic'). */
const NAME = /^Brand name(?! in Arabic)/;

beforeEach(() => jest.clearAllMocks());

it('creates a brand with its logo, then empties the form, the attached logo too', async () => {
  jest.mocked(api.uploadFile).mockResolvedValue(LOGO);
  jest.mocked(api.saveVendorBrand).mockResolvedValue({ ...BRAND, _id: '6', brandName: 'Khayamiya' });
  const onSaved = jest.fn();
  renderVendorAt(<BrandForm brand={null} onSaved={onSaved} />, { path: '/addbrand' });
  await userEvent.type(screen.getByLabelText(NAME), 'Khayamiya');
  await userEvent.type(screen.getByLabelText('Brand description'), 'Appliqué from Cairo.');
  await userEvent.type(screen.getByLabelText('Brand name in Arabic'), 'خيامية');
  await userEvent.upload(screen.getByLabelText('Brand logo'), new File(['png'], 'logo.png', { type: 'image/png' }));
  expect(await screen.findByText('Attached: logo.png')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Add brand' }));
  expect(api.saveVendorBrand).toHaveBeenCalledWith(
    {
      brandName: 'Khayamiya',
      brandDescription: 'Appliqué from Cairo.',
      brandNameAr: 'خيامية',
      brandDescriptionAr: '',
      brandlogo: LOGO._id,
    },
    undefined,
  );
  expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ brandName: 'Khayamiya' }));
  expect(screen.getByLabelText(NAME)).toHaveValue('');
  expect(screen.getByLabelText('Brand name in Arabic')).toHaveValue('');
  expect(screen.queryByText('Attached: logo.png')).not.toBeInTheDocument();
});

it("edits a brand: shows its logo, and says the server's refusal", async () => {
  jest
    .mocked(api.saveVendorBrand)
    .mockRejectedValue(new ApiError('conflict', 409, { message: 'You already have a brand with that name.' }));
  renderVendorAt(<BrandForm brand={BRAND} onSaved={jest.fn()} />, { path: '/addbrand' });
  expect(screen.getByRole('img', { name: 'Logo of Karnak Living' })).toBeInTheDocument();
  expect(screen.getByLabelText('Brand description')).toHaveValue('Oak and linen.');
  await userEvent.click(screen.getByRole('button', { name: 'Save brand' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('You already have a brand with that name.');
  expect(api.saveVendorBrand).toHaveBeenCalledWith(
    { brandName: 'Karnak Living', brandDescription: 'Oak and linen.', brandNameAr: 'بيت الكرنك', brandDescriptionAr: '' },
    '5',
  );
});

it('groups the Arabic texts under their heading, typed right to left, prefilled from the brand; an emptied one is sent as "" to clear it', async () => {
  jest.mocked(api.saveVendorBrand).mockResolvedValue({ ...BRAND, brandNameAr: null, brandDescriptionAr: 'خشب وكتان.' });
  renderVendorAt(<BrandForm brand={BRAND} onSaved={jest.fn()} />, { path: '/addbrand' });
  const group = screen.getByRole('group', { name: 'Arabic (optional)' });
  const nameAr = within(group).getByLabelText('Brand name in Arabic');
  const descriptionAr = within(group).getByLabelText('Brand description in Arabic');
  for (const field of [nameAr, descriptionAr]) {
    expect(field).toHaveAttribute('dir', 'rtl');
    expect(field).toHaveAttribute('lang', 'ar');
  }
  expect(nameAr).toHaveValue('بيت الكرنك');
  expect(descriptionAr).toHaveValue('');
  await userEvent.clear(nameAr);
  await userEvent.type(descriptionAr, 'خشب وكتان.');
  await userEvent.click(screen.getByRole('button', { name: 'Save brand' }));
  await screen.findByRole('button', { name: 'Save brand' });
  expect(api.saveVendorBrand).toHaveBeenCalledWith(
    { brandName: 'Karnak Living', brandDescription: 'Oak and linen.', brandNameAr: '', brandDescriptionAr: 'خشب وكتان.' },
    '5',
  );
});
