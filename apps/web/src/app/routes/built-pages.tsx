import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * Routes with a built page. Every other menu route shows the 建设中 page of its area; an area adds its
 * page here when it is built (one line), and nothing else in the shell changes.
 */
type PageComponent = LazyExoticComponent<ComponentType>;

const VerCodePage = lazy(() => import('../../features/verification-codes/ver-code-page').then((m) => ({ default: m.VerCodePage })));

// trading (issue 7)
const OrderPage = lazy(() => import('../../features/trading/orders/order-page').then((m) => ({ default: m.OrderPage })));
const RefundListPage = lazy(() => import('../../features/trading/refunds/refund-page').then((m) => ({ default: m.RefundListPage })));
const ExpressPage = lazy(() => import('../../features/trading/express/express-page').then((m) => ({ default: m.ExpressPage })));

const studentList = (name: string) =>
  lazy(() =>
    import('../../features/students/list/student-list-page').then((m) => ({
      default: (m as unknown as Record<string, ComponentType>)[name],
    })),
  );
const InvoicePage = lazy(() => import('../../features/trading/invoices/invoice-page').then((m) => ({ default: m.InvoicePage })));
const ContractPage = lazy(() => import('../../features/trading/contracts/contract-page').then((m) => ({ default: m.ContractPage })));
const OrderOutPage = lazy(() => import('../../features/trading/order-out/order-out-page').then((m) => ({ default: m.OrderOutPage })));

// export centre (issue 14)
const ExportRecordPage = lazy(() => import('../../features/exports/export-record-page').then((m) => ({ default: m.ExportRecordPage })));

// shop and channels (issue 19)
const ProductPage = lazy(() => import('../../features/shop/product-page').then((m) => ({ default: m.ProductPage })));
const PackagesPage = lazy(() => import('../../features/shop/package-page').then((m) => ({ default: m.PackagesPage })));
const ChannelManagementPage = lazy(() =>
  import('../../features/channels/channel-page').then((m) => ({ default: m.ChannelManagementPage })),
);

export const BUILT_PAGES: Readonly<Record<string, PageComponent>> = {
  '/getVerCode': VerCodePage,
  '/trial': studentList('TrialStudentsPage'),
  '/trialUsers': studentList('TrialUsersPage'),
  '/newSystem': studentList('NewSystemStudentsPage'),
  '/system': studentList('SystemStudentsPage'),
  '/systemUsers': studentList('SystemUsersPage'),
  '/newSystemUsers': studentList('NewSystemUsersPage'),
  '/piano': studentList('PianoStudentsPage'),
  '/allUsers': studentList('AllUsersPage'),
  '/users': studentList('UsersPage'),
  '/order': OrderPage,
  '/financeRefound': RefundListPage,
  '/express': ExpressPage,
  '/invoiceManage': InvoicePage,
  '/contractManage': ContractPage,
  '/shiftOrder': OrderOutPage,
  '/exportRecord': ExportRecordPage,
  '/shopManger': ProductPage,
  '/meal': PackagesPage,
  '/channelManagement': ChannelManagementPage,
};
