import type { ClientDocument } from './types';

/** Payments and invoice records of orders (trading). */
export const documents: ClientDocument[] = [
  {
    endpoint: '/graphql/v1/toss',
    root: 'InvoiceRecordPage',
    args: { query: '', page: 1 },
    select:
      'content { id oid ctime uid invoice_status title_type company_name invoice_img invoice_pdf invoice_type email address phone taxnum buyername account message money uniq_id complete_time isImport content_type userInfo { user_num username mobile } orderInfo { out_trade_no invoice_code } paymentPayInfo { transaction_id } } empty first last number size numberOfElements totalElements totalPages',
    use: 'invoice management: invoice records with student, order and payment number',
  },

  {
    endpoint: '/graphql/v1/toss',
    root: 'PaymentPay',
    args: { query: '' },
    select: 'oid trade_type status type packages_id',
    use: 'refund approval form: the payment of the order to refund',
  },

  {
    endpoint: '/graphql/v1/toss',
    root: 'PaymentPayList',
    args: { query: '' },
    select: 'oid transaction_id',
    use: 'order list: payment numbers of the listed orders',
  },

  {
    endpoint: '/graphql/v1/toss',
    root: 'PaymentPayListEx',
    args: { query: '', size: 20 },
    select: 'oid transaction_id',
    use: 'order search by payment number',
  },
];
