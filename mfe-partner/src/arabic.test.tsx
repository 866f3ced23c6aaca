// Every screen of the partner remote (vendor and admin areas) rendered in Arabic,
// through the real locale store and this remote's RemoteIntl: Arabic texts, no English left,
// prices in 'ج.م.', right to left.
import { act, waitFor } from '@testing-library/react';
import { adminSessionStore, getAdminSession, localeStore, queryKeys, vendorSessionStore } from '@manzil/shared';
import {
  getAdminOrders,
  getApplications,
  getProductReviews,
  getPromoCodes,
  getPromotions,
  getRevisions,
  getStaff,
  getStaffMember,
} from '@manzil/shared/admin';
import type { StaffMember, VendorOwnProduct } from '@manzil/shared/contract';
import { englishLeftovers, visibleText } from '@manzil/shared/message-catalogs';
import { messages } from './messages';
import { messagesAr } from './messages.ar';
import { ONE_ADMIN_ORDER, adminSession, answerVendorDashboard, vendorProduct, vendorSession } from './test/fixtures';
import { renderAt } from './test/render';
import { renderVendorAt } from './test/render-vendor';
import * as api from './features/vendor-api/vendor-api';
import VendorSignInPage from './features/vendor-auth/vendor-sign-in-page';
import SignupVendorPage from './features/signup/signup-vendor-page';
import VendorDashboardPage from './features/dashboard/vendor-dashboard-page';
import AddBrandPage from './features/brands/add-brand-page';
import UpdateProductPage from './features/product-form/update-product-page';
import OrderDetailPage from './features/orders/order-detail-page';
import NotificationsPage from './features/notifications/notifications-page';
import AdminLoginPage from './features/admin/admin-login-page';
import AdminPanelPage from './features/admin/admin-panel-page';
import EditEmployeePage from './features/admin/edit-employee-page';
import { appMessages } from './intl';

// As the vendor pages' tests: the vendor API answers what each test says; the chart is drawn elsewhere.
jest.mock('./features/vendor-api/vendor-api');
jest.mock('./features/dashboard/sales-chart', () => ({ __esModule: true, default: () => <p>chart</p> }));
// As the admin tests: the admin calls of @manzil/shared answer what each test says.
jest.mock('@manzil/shared', () => ({
  ...jest.requireActual<typeof import('./test/mock-shared')>('./test/mock-shared').sharedWithAdminPanelMocked(),
}));
jest.mock('@manzil/shared/admin', () => ({
  ...jest.requireActual<typeof import('./test/mock-shared')>('./test/mock-shared').adminWithPanelMocked(),
  getStaffMember: jest.fn(),
}));

const VENDOR = vendorSession;
const ADMIN = adminSession();
const MEMBER: StaffMember = {
  _id: '42',
  firstName: 'Omar',
  lastName: 'Said',
  email: 'omar@manzil.eg',
  role: 'support',
  active: true,
  mustChangePassword: true,
  createdAt: '2026-01-01T00:00:00.000Z',
};
const CATEGORIES = [
  {
    _id: '1',
    name: 'Furniture',
    slug: 'furniture',
    image: '',
    subCategories: [{ _id: '11', name: 'Living room', types: [{ _id: '111', name: 'Sofas' }] }],
  },
];
const BRAND = {
  _id: '5',
  brandName: 'Karnak Living',
  brandlogo: 'brands/5.svg',
  brandDescription: 'Oak and linen.',
  brandNameAr: 'كرنك ليفينج',
  brandDescriptionAr: null,
};
const product = (i: number, overrides: Partial<VendorOwnProduct> = {}) =>
  vendorProduct(i, {
    subCategory: { _id: '11', name: 'Living room' },
    type: { _id: '111', name: 'Sofas' },
    brandId: { _id: '5', brandName: 'Karnak Living' },
    ...overrides,
  });
// Data of the fixtures (categories, cities, roles' e-mails), not the app's texts.
const DATA = ['Furniture', 'Lighting', 'Living room', 'Sofas', 'Cairo', 'Egypt'];

interface Screen {
  name: string;
  who: 'nobody' | 'vendor' | 'admin';
  render: () => { client?: { setQueryData: (key: readonly unknown[], data: unknown) => unknown } } | unknown;
  /** Ids of messages.ar (or literal Arabic) that must show. */
  arabic: string[];
  prices?: boolean;
}

const adminTab = (tab: string, arabic: string[], prices = false): Screen => ({
  name: `admin panel: ${tab}`,
  who: 'admin',
  render: () => renderAt(<AdminPanelPage />, { path: '/adminpanel', at: `/adminpanel?tab=${tab}` }),
  arabic: ['admin.title', 'admin.tab.applications', 'admin.tab.staff', 'admin.logout', ...arabic],
  prices,
});

const SCREENS: Screen[] = [
  {
    name: 'vendor sign-in',
    who: 'nobody',
    render: () => renderAt(<VendorSignInPage />, { path: '/signin-vendor' }),
    arabic: ['vendorLogin.title', 'vendorLogin.intro', 'common.email', 'common.password', 'vendorLogin.submit', 'vendorLogin.join'],
  },
  {
    name: 'partner application',
    who: 'nobody',
    render: () => renderVendorAt(<SignupVendorPage />, { path: '/signupvendor' }),
    arabic: [
      'application.title',
      'application.shopName',
      'application.legalName',
      'application.mobile',
      'application.categories',
      'application.submit',
    ],
  },
  {
    name: 'vendor dashboard',
    who: 'vendor',
    render: () => renderVendorAt(<VendorDashboardPage />, { path: '/vendor-dashboard/:vendorId', at: '/vendor-dashboard/7' }),
    arabic: [
      'dashboard.title',
      'dashboard.addProduct',
      'stats.title',
      'stats.revenue',
      'orders.title',
      'vendor.nav.notifications',
      'vendor.logout',
    ],
    prices: true,
  },
  {
    name: 'brand form',
    who: 'vendor',
    render: () => renderVendorAt(<AddBrandPage />, { path: '/addbrand' }),
    arabic: ['brand.yours', 'brand.newTitle', 'brand.name', 'brand.description', 'brand.logo', 'brand.create'],
  },
  {
    name: 'product form',
    who: 'vendor',
    render: () => renderVendorAt(<UpdateProductPage />, { path: '/update-product' }),
    arabic: [
      'product.newTitle',
      'product.category',
      'product.price',
      'product.salePrice',
      'product.stock',
      'product.pictures',
      'product.create',
    ],
  },
  {
    name: 'order detail',
    who: 'vendor',
    render: () => renderVendorAt(<OrderDetailPage />, { path: '/orderDetail/:id', at: '/orderDetail/40' }),
    arabic: ['order.lines', 'order.shipTo', 'order.nextStep', 'order.ship', 'order.history', 'orderStatus.confirmed'],
    prices: true,
  },
  {
    name: 'notifications',
    who: 'vendor',
    render: () => renderVendorAt(<NotificationsPage />, { path: '/notifications' }),
    arabic: ['notifications.title', 'notifications.markAll', 'notifications.new', 'notifications.markRead'],
  },
  {
    name: 'admin sign-in',
    who: 'nobody',
    render: () => renderAt(<AdminLoginPage />, { path: '/admin-login' }),
    arabic: ['adminLogin.title', 'adminLogin.intro', 'adminLogin.submit'],
  },
  adminTab('applications', ['applications.empty']),
  adminTab('products', ['products.newTitle', 'products.newEmpty', 'products.editsEmpty']),
  adminTab('promotions', ['promotions.empty']),
  adminTab('promo-codes', ['promoCodes.list', 'promoCodes.new', 'promoCodes.code', 'promoCodes.create']),
  adminTab('orders', ['admin.tab.orders'], true),
  adminTab('staff', ['staff.name', 'staff.role', 'staff.active', 'staff.pendingPassword', 'staff.add']),
  {
    name: 'edit employee',
    who: 'admin',
    render: () => renderAt(<EditEmployeePage />, { path: '/edit-employee/:id', at: '/edit-employee/42' }),
    arabic: ['staff.firstName', 'staff.lastName', 'staff.role', 'admin.role.support'],
  },
];

const text = (idOrText: string) => messagesAr[idOrText] ?? idOrText;

beforeAll(async () => {
  act(() => localeStore.set('ar'));
  // The store shows a remote in Arabic once its Arabic texts are there (useIntlSetup suspends until then).
  await appMessages.load('ar');
});
afterAll(() => act(() => localeStore.set('en')));
beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(api.getApplication).mockResolvedValue({ application: null, approved: true });
  jest.mocked(api.getUnreadCount).mockResolvedValue({ unread: 1 });
  jest.mocked(api.getVendorBrands).mockResolvedValue([BRAND]);
  answerVendorDashboard(api, product);
  jest.mocked(api.getVendorOrder).mockResolvedValue({
    _id: '40',
    orderNumber: 'MZ-20260102-0001',
    orderDate: '2026-01-02T10:00:00.000Z',
    status: 'confirmed',
    trackingNumber: null,
    items: 1,
    subtotal: 8400,
    customerName: 'Nour Hassan',
    phoneNumber: '01001234567',
    shippingAddress: { address1: '12 Tahrir Street', city: 'Cairo', postalCode: '11511', country: 'Egypt' },
    lines: [{ productId: '1', name: 'Beech armchair 1', image: 'products/1.svg', price: 8400, quantity: 1 }],
    history: [
      { status: 'placed', at: '2026-01-02T10:00:00.000Z', trackingNumber: null, shopName: null },
      { status: 'confirmed', at: '2026-01-02T11:00:00.000Z', trackingNumber: null, shopName: 'Damietta Works' },
    ],
  });
  jest.mocked(api.getNotifications).mockResolvedValue({
    notifications: [
      {
        _id: 'n1',
        kind: 'new_order',
        payload: { orderId: '40', orderNumber: 'MZ-20260102-0001' },
        read: false,
        createdAt: '2026-01-02T10:00:00.000Z',
      },
      {
        _id: 'n2',
        kind: 'low_stock',
        payload: { productId: '1', name: 'Beech armchair 1', stock: 2 },
        read: true,
        createdAt: '2026-01-02T09:00:00.000Z',
      },
    ],
    unread: 1,
  });
  jest.mocked(getAdminSession).mockImplementation(async () => ({ admin: adminSessionStore.value! }));
  for (const list of [getApplications, getProductReviews, getRevisions, getPromotions, getPromoCodes])
    jest.mocked(list).mockResolvedValue([]);
  jest.mocked(getStaff).mockResolvedValue([MEMBER]);
  jest.mocked(getStaffMember).mockResolvedValue(MEMBER);
  jest.mocked(getAdminOrders).mockResolvedValue(ONE_ADMIN_ORDER);
});
afterEach(() =>
  act(() => {
    vendorSessionStore.set(null);
    adminSessionStore.set(null);
  }),
);

describe.each(SCREENS)('in Arabic: $name', ({ who, render, arabic, prices }) => {
  it('shows the Arabic texts, no English of the partner remote, prices in ج.م., right to left', async () => {
    act(() => {
      vendorSessionStore.set(who === 'vendor' ? VENDOR : null);
      adminSessionStore.set(who === 'admin' ? ADMIN : null);
    });
    const rendered = render() as { client?: { setQueryData: (key: readonly unknown[], data: unknown) => unknown } };
    if (rendered.client) void act(() => rendered.client!.setQueryData(queryKeys.categories(), CATEGORIES));
    const missing = () => arabic.map(text).filter((wanted) => !visibleText(document.body).includes(wanted));
    await waitFor(() => expect(missing()).toEqual([]), { onTimeout: (error) => error });
    const shown = visibleText(document.body);
    expect(englishLeftovers(shown, messages, messagesAr, DATA)).toEqual([]);
    if (prices) expect(shown).toMatch(/\d[\d,.]* ج\.م\./);
    expect(shown).not.toMatch(/E£|\bLE \d/);
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    // Radix parts (tabs, dialogs, menus, selects) take the direction from the app's DirectionProvider.
    expect([...document.body.querySelectorAll('[dir]')].map((element) => element.getAttribute('dir'))).not.toContain('ltr');
  });
});
