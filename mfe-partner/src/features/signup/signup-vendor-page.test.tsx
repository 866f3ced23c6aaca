import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queryKeys, vendorSessionStore } from '@manzil/shared';
import { renderVendorAt } from '../../test/render-vendor';
import * as api from '../vendor-api/vendor-api';
import SignupVendorPage from './signup-vendor-page';

jest.mock('../vendor-api/vendor-api');

const upload = (id: string, name: string) => ({
  _id: id,
  kind: 'document' as const,
  contentType: 'application/pdf',
  size: 100,
  name,
  private: true,
  path: `/api/uploads/${id}/file`,
});
const CR = '0f8fad5b-d9cb-469f-a165-70867728950e';
const TAX = '7c9e6679-7425-40de-944b-e07fc1f90ae7';

beforeEach(() => {
  jest.clearAllMocks();
  act(() => vendorSessionStore.set(null));
});

const CATEGORIES = [
  { _id: '1', name: 'Furniture', slug: 'furniture', image: '', subCategories: [] },
  { _id: '2', name: 'Lighting', slug: 'lighting', image: '', subCategories: [] },
];

function renderPage() {
  const rendered = renderVendorAt(<SignupVendorPage />, { path: '/signupvendor' });
  void act(() => rendered.client.setQueryData(queryKeys.categories(), CATEGORIES));
  return rendered;
}

it('says what is missing, in sentences tied to the fields, and sends nothing', async () => {
  renderPage();
  await userEvent.type(screen.getByLabelText(/Mobile number/), '0123');
  await userEvent.click(screen.getByRole('button', { name: 'Send application' }));
  expect(await screen.findByText('Please enter an Egyptian mobile number, e.g. 010 1234 5678.')).toBeInTheDocument();
  expect(screen.getByText('Please choose at least one category you sell.')).toBeInTheDocument();
  expect(screen.getByLabelText(/Mobile number/)).toHaveAttribute('aria-invalid', 'true');
  expect(api.applyAsVendor).not.toHaveBeenCalled();
});

const TOKEN = 'tok_abcdefghijklmnopqrstuvwxyz0123456789ABCDE';

it('uploads the documents with one upload token, sends the application with it and signs the applicant in', async () => {
  jest
    .mocked(api.getUploadToken)
    .mockResolvedValue({ token: TOKEN, expiresAt: '2026-11-27T04:00:00.000Z', maxFiles: 6, maxBytes: 26_214_400 });
  jest.mocked(api.uploadFile).mockImplementation(async (_kind, file) => upload(file.name === 'cr.pdf' ? CR : TAX, file.name));
  jest.mocked(api.applyAsVendor).mockResolvedValue({
    vendor: { vendorId: '9', userId: '19', email: 'hala@atelier.eg', shopName: 'Atelier Hala' },
    application: {} as never,
  });
  renderPage();
  const type = (label: RegExp, text: string) => userEvent.type(screen.getByLabelText(label), text);
  await type(/Shop name/, 'Atelier Hala');
  await type(/Legal name/, 'Atelier Hala LLC');
  await type(/Commercial register number/, '123456');
  await type(/Tax card number/, '123-456-789');
  await type(/Contact name/, 'Hala Said');
  await type(/Mobile number/, '010 1234 5678');
  await type(/^City/, 'Giza');
  await userEvent.click(await screen.findByRole('checkbox', { name: 'Lighting' }));
  await userEvent.upload(screen.getByLabelText('Commercial register'), new File(['%PDF-1.4'], 'cr.pdf', { type: 'application/pdf' }));
  await userEvent.upload(screen.getByLabelText('Tax card'), new File(['%PDF-1.4'], 'tax.pdf', { type: 'application/pdf' }));
  expect(await screen.findByText('Attached: tax.pdf')).toBeInTheDocument();
  await type(/^E-mail/, 'hala@atelier.eg');
  await type(/^Password/, 'Khan-el-Khalili#1');
  await userEvent.click(screen.getByRole('button', { name: 'Send application' }));
  expect(await screen.findByText('landed on /verify-partner')).toBeInTheDocument();
  expect(api.applyAsVendor).toHaveBeenCalledWith(
    expect.objectContaining({
      shopName: 'Atelier Hala',
      mobile: '01012345678',
      categoryIds: ['2'],
      commercialRegisterFile: CR,
      taxCardFile: TAX,
      email: 'hala@atelier.eg',
      uploadToken: TOKEN,
    }),
  );
  // One token for the whole application: asked once, sent with each document.
  expect(api.getUploadToken).toHaveBeenCalledTimes(1);
  expect(jest.mocked(api.uploadFile).mock.calls.map(([kind, file, token]) => [kind, file.name, token])).toEqual([
    ['document', 'cr.pdf', TOKEN],
    ['document', 'tax.pdf', TOKEN],
  ]);
  expect(vendorSessionStore.value?.shopName).toBe('Atelier Hala');
}, 30_000);

it("shows the server's sentence under the document when the application's uploads are used up", async () => {
  const sentence =
    'One application may send at most 6 documents, 25 MB in all. Please send your application with the documents attached, or reload the page to start again.';
  jest
    .mocked(api.getUploadToken)
    .mockResolvedValue({ token: TOKEN, expiresAt: '2026-11-27T04:00:00.000Z', maxFiles: 6, maxBytes: 26_214_400 });
  const { ApiError } = jest.requireActual<typeof import('@manzil/shared')>('@manzil/shared');
  jest.mocked(api.uploadFile).mockRejectedValue(new ApiError(sentence, 413, { message: sentence, code: 'upload_token_full' }));
  renderPage();
  await userEvent.upload(screen.getByLabelText('Commercial register'), new File(['%PDF-1.4'], 'cr.pdf', { type: 'application/pdf' }));
  expect(await screen.findByText(sentence)).toBeInTheDocument();
  expect(screen.getByLabelText('Commercial register')).toHaveAttribute('aria-invalid', 'true');
});
