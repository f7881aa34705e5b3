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

// classes (issue 17)
const classPage = (name: string) =>
  lazy(() =>
    import('../../features/classes/pages').then((m) => ({
      default: (m as unknown as Record<string, ComponentType>)[name],
    })),
  );

// export centre (issue 14)
const ExportRecordPage = lazy(() => import('../../features/exports/export-record-page').then((m) => ({ default: m.ExportRecordPage })));

// clues, renewal and to-do tasks (issue 21)
const ThreadManagePage = lazy(() => import('../../features/clues/thread-manage-page').then((m) => ({ default: m.ThreadManagePage })));
const ClueLibraryPage = lazy(() => import('../../features/clues/thread-manage-page').then((m) => ({ default: m.ClueLibraryPage })));
const SaleInventoryPage = lazy(() => import('../../features/clues/teacher-clue-pages').then((m) => ({ default: m.SaleInventoryPage })));
const MyCluePage = lazy(() => import('../../features/clues/teacher-clue-pages').then((m) => ({ default: m.MyCluePage })));
const RecruitListPage = lazy(() =>
  import('../../features/clues/teacher-clue-pages').then((m) => ({ default: () => <m.RecruitListPage /> })),
);
const MusicalRecruitPage = lazy(() => import('../../features/clues/teacher-clue-pages').then((m) => ({ default: m.MusicalRecruitPage })));
const CapacityPage = lazy(() => import('../../features/clues/capacity-page').then((m) => ({ default: m.CapacityPage })));
const RobAllocationPage = lazy(() => import('../../features/clues/rob-allocation-page').then((m) => ({ default: m.RobAllocationPage })));
const TodoTaskPage = lazy(() => import('../../features/clues/todo-task-page').then((m) => ({ default: m.TodoTaskPage })));
const AssociationSellPage = lazy(() =>
  import('../../features/clues/association-sell-page').then((m) => ({ default: m.AssociationSellPage })),
);
const RenewUserLayerPage = lazy(() =>
  import('../../features/renewal/renew-user-layer-page').then((m) => ({ default: m.RenewUserLayerPage })),
);
// marketing (issue 20)
const marketing = (load: () => Promise<Record<string, unknown>>, name: string) =>
  lazy(() => load().then((m) => ({ default: m[name] as ComponentType })));
const CouponPage = marketing(() => import('../../features/marketing/coupons/coupon-page'), 'CouponPage');
const SendCouponPage = marketing(() => import('../../features/marketing/send/send-coupon-page'), 'SendCouponPage');
const RedeemCodePage = marketing(() => import('../../features/marketing/redeem/redeem-page'), 'RedeemCodePage');
const ExchangeSearchPage = marketing(() => import('../../features/marketing/lookup/exchange-search-page'), 'ExchangeSearchPage');
const IssueCoinsPage = marketing(() => import('../../features/marketing/coins/issue-coins-page'), 'IssueCoinsPage');
const RecommendPage = marketing(() => import('../../features/marketing/referrals/recommend-page'), 'RecommendPage');
const ReferralActivityPage = marketing(() => import('../../features/marketing/referrals/referral-activity-page'), 'ReferralActivityPage');
const ActivityManagementPage = marketing(() => import('../../features/marketing/activities/activity-page'), 'ActivityManagementPage');
// approvals and complaints (issue 18)
const ApprovalPage = lazy(() => import('../../features/approvals/approval-page').then((m) => ({ default: m.ApprovalPage })));
const ComplaintPage = lazy(() => import('../../features/complaints/complaint-page').then((m) => ({ default: m.ComplaintPage })));
const ChangePhonePage = lazy(() => import('../../features/students/change-phone-page').then((m) => ({ default: m.ChangePhonePage })));
// organisation and settings (issue 16)
const org = (name: string) =>
  lazy(() =>
    import('../../features/organisation/pages').then((m) => ({
      default: (m as unknown as Record<string, ComponentType>)[name],
    })),
  );
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
  '/classManage': classPage('TrialTeamsPage'),
  '/trialTeam': classPage('TrialTeamsPage'),
  '/systemTeam': classPage('SystemTeamsPage'),
  '/trainTeam': classPage('CampTeamsPage'),
  '/aestheticTeam': classPage('AestheticTeamsPage'),
  '/ponyAI': classPage('PonyTeamsPage'),
  '/specialExpand': classPage('SpecialTeamsPage'),
  '/classDetailManage': classPage('AllTeamsPage'),
  '/order/ponyAI': classPage('PonyAiOrdersPage'),
  '/manageChangeClass': classPage('ChangeClassPage'),
  '/suspendClasses': classPage('SuspendClassesPage'),
  '/putTheCourse': classPage('PutTheCoursePage'),
  '/addClassOpt': classPage('AddClassPage'),
  '/threadManage': ThreadManagePage,
  '/clueLibrary': ClueLibraryPage,
  '/saleInventory': SaleInventoryPage,
  '/myClue': MyCluePage,
  '/recruitList': RecruitListPage,
  '/musicalRecruit': MusicalRecruitPage,
  '/capacityAllocation': CapacityPage,
  '/robAllocation': RobAllocationPage,
  '/todoTask': TodoTaskPage,
  '/associationSell': AssociationSellPage,
  '/renewUserLayer': RenewUserLayerPage,
  '/coupon': CouponPage,
  '/sendcoupon': SendCouponPage,
  '/marketing': RedeemCodePage,
  '/redeemCode': RedeemCodePage,
  '/exchangeSearch': ExchangeSearchPage,
  '/issueBearCoins': IssueCoinsPage,
  '/recommend': RecommendPage,
  '/recommendActivity': ReferralActivityPage,
  '/activityManagement': ActivityManagementPage,
  '/approval': ApprovalPage,
  '/approvalCenter': ApprovalPage,
  '/complaint': ComplaintPage,
  '/changePhoneNumber': ChangePhonePage,
  '/organizationalStructure': org('DepartmentPage'),
  '/teacherManagement': org('TeacherPage'),
  '/systemAccount': org('StaffPage'),
  '/weixinManagement': org('WechatPage'),
  '/wechatWaterArmy': org('NavyPage'),
  '/workHandover': org('HandoverPage'),
  '/teacherGoalSetting': org('TargetPage'),
  '/loginRecord': org('LoginRecordPage'),
  '/changelog': org('ChangeLogPage'),
  '/shopManger': ProductPage,
  '/meal': PackagesPage,
  '/channelManagement': ChannelManagementPage,
};
