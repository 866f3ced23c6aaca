import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queryKeys } from '@manzil/shared';
import { vendorProduct } from '../../test/fixtures';
import { renderVendorAt } from '../../test/render-vendor';
import * as api from '../vendor-api/vendor-api';
import { ProductForm } from './product-form';

jest.mock('../vendor-api/vendor-api');

const CATEGORIES = [
  {
    _id: '1',
    name: 'Furniture',
    slug: 'furniture',
    image: '',
    subCategories: [{ _id: '11', name: 'Living room', types: [{ _id: '111', name: 'Sofas' }] }],
  },
];
const BRANDS = [{ _id: '5', brandName: 'Karnak Living', brandlogo: 'brands/5.svg', brandDescription: '' }];
const IMAGE = {
  _id: '0f8fad5b-d9cb-469f-a165-70867728950e',
  kind: 'image' as const,
  contentType: 'image/webp',
  size: 1000,
  name: 'sofa.png',
  private: false,
  path: 'uploads/0f8fad5b-d9cb-469f-a165-70867728950e/1280.webp',
};

function renderForm(onSaved = jest.fn()) {
  const rendered = renderVendorAt(<ProductForm current={null} brands={BRANDS} onSaved={onSaved} />, { path: '/update-product' });
  void act(() => rendered.client.setQueryData(queryKeys.categories(), CATEGORIES));
  return { ...rendered, onSaved };
}

beforeEach(() => jest.clearAllMocks());

it('refuses a sale price that is not below the price, and a product without a picture', async () => {
  renderForm();
  await userEvent.type(screen.getByLabelText('Price (EGP)'), '1000');
  await userEvent.type(screen.getByLabelText('Sale price (EGP, optional)'), '1200');
  await userEvent.click(screen.getByRole('button', { name: 'Add product' }));
  expect(await screen.findByText('The sale price must be lower than the price.')).toBeInTheDocument();
  expect(screen.getByText('Please add a main picture.')).toBeInTheDocument();
  expect(api.saveVendorProduct).not.toHaveBeenCalled();
});

it('sends every field of the product, the category chain, the brand and the uploaded picture', async () => {
  jest.mocked(api.uploadFile).mockResolvedValue(IMAGE);
  jest
    .mocked(api.saveVendorProduct)
    .mockResolvedValue({ product: { _id: '77' }, approval: { review: null, revision: null, promotion: null } } as never);
  const { onSaved } = renderForm();
  await userEvent.type(screen.getByLabelText(/^Name(?! in Arabic)/), 'Nile Sofa');
  await userEvent.type(screen.getByLabelText(/^Title(?! in Arabic)/), 'Three-seat sofa');
  await userEvent.type(screen.getByLabelText('Description'), 'A deep sofa <img src=x onerror=alert(1)> in linen.');
  await userEvent.type(screen.getByLabelText('Name in Arabic'), 'كنبة النيل');
  await userEvent.selectOptions(await screen.findByLabelText('Category'), 'Furniture');
  await userEvent.selectOptions(screen.getByLabelText('Subcategory'), 'Living room');
  await userEvent.selectOptions(screen.getByLabelText('Type'), 'Sofas');
  await userEvent.selectOptions(screen.getByLabelText('Brand'), 'Karnak Living');
  await userEvent.type(screen.getByLabelText('Price (EGP)'), '24000');
  await userEvent.clear(screen.getByLabelText('Stock'));
  await userEvent.type(screen.getByLabelText('Stock'), '9');
  await userEvent.type(screen.getByLabelText(/^Colors/), 'Beige, Olive');
  await userEvent.click(screen.getByLabelText('Ready to ship'));
  await userEvent.upload(screen.getByLabelText('Main picture'), new File(['png'], 'sofa.png', { type: 'image/png' }));
  expect(await screen.findByRole('img', { name: 'Main picture' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Add product' }));
  await screen.findByRole('button', { name: 'Add product' });
  expect(api.saveVendorProduct).toHaveBeenCalledWith(
    {
      name: 'Nile Sofa',
      title: 'Three-seat sofa',
      description: 'A deep sofa <img src=x onerror=alert(1)> in linen.',
      nameAr: 'كنبة النيل',
      titleAr: '',
      descriptionAr: '',
      categoryId: '1',
      subcategoryId: '11',
      typeId: '111',
      brandId: '5',
      price: 24000,
      salePrice: null,
      stock: 9,
      colors: ['Beige', 'Olive'],
      tags: [],
      readyToShip: true,
      madeToOrder: false,
      images: [IMAGE._id],
      cadFile: null,
    },
    undefined,
  );
  expect(onSaved).toHaveBeenCalled();
});

it('prefills the saved Arabic texts of the product, typed right to left under their heading, and sends an emptied one as "" to clear it', async () => {
  const current = {
    product: vendorProduct(77, {
      sku: 'MZ-SOF-000077',
      name: 'Nile Sofa',
      title: 'Three-seat sofa',
      description: 'A deep sofa.',
      nameAr: 'كنبة النيل',
      titleAr: 'كنبة بثلاثة مقاعد',
      price: 24000,
      stock: 9,
      subCategory: { _id: '11', name: 'Living room' },
      type: { _id: '111', name: 'Sofas' },
      brandId: { _id: '5', brandName: 'Karnak Living' },
    }),
    approval: { review: null, revision: null, promotion: null },
  };
  jest.mocked(api.saveVendorProduct).mockResolvedValue(current);
  const rendered = renderVendorAt(<ProductForm current={current} brands={BRANDS} onSaved={jest.fn()} />, { path: '/update-product' });
  void act(() => rendered.client.setQueryData(queryKeys.categories(), CATEGORIES));
  const group = screen.getByRole('group', { name: 'Arabic (optional)' });
  const fields = ['Name in Arabic', 'Title in Arabic', 'Description in Arabic'].map((label) => within(group).getByLabelText(label));
  for (const field of fields) {
    expect(field).toHaveAttribute('dir', 'rtl');
    expect(field).toHaveAttribute('lang', 'ar');
  }
  expect(fields.map((field) => (field as HTMLInputElement).value)).toEqual(['كنبة النيل', 'كنبة بثلاثة مقاعد', '']);
  await userEvent.clear(fields[1]!);
  await userEvent.type(fields[2]!, 'كنبة عميقة من الكتان.');
  await userEvent.click(screen.getByRole('button', { name: 'Save product' }));
  await screen.findByRole('button', { name: 'Save product' });
  expect(api.saveVendorProduct).toHaveBeenCalledWith(
    expect.objectContaining({ name: 'Nile Sofa', nameAr: 'كنبة النيل', titleAr: '', descriptionAr: 'كنبة عميقة من الكتان.' }),
    '77',
  );
});
