import { addTextBundle } from '../../platform/i18n/i18n';

const zh = {
  button: '发起审批',
  kinds: { refund: '申请退款', reissue: '申请补发货', adjust: '申请调班/调期/调级', suspension: '申请停课' },
  f: {
    refundFee: '退款金额（元）',
    reason: '申请原因',
    payeeName: '收款人',
    payeeAccount: '收款账号',
    productName: '补发商品',
    expressTotal: '数量',
    adjustType: '调整类型',
    targetClassId: '目标班级编号',
    targetClassName: '目标班级名称',
    targetSup: '目标级别',
    startDate: '停课开始',
    endDate: '停课结束',
  },
  adjust: { ADJUSTMENT_CLASS: '调班', ADJUSTMENT_STAGE: '调期', ADJUSTMENT_SUP: '调级' },
  required: '请填写{{f}}',
  submit: '提交审批',
  done: '已提交审批（编号 {{id}}），等待审批',
};
const en: typeof zh = {
  button: 'Apply for approval',
  kinds: { refund: 'Refund', reissue: 'Reissue parcel', adjust: 'Class / period / level change', suspension: 'Suspension' },
  f: {
    refundFee: 'Refund (yuan)',
    reason: 'Reason',
    payeeName: 'Payee',
    payeeAccount: 'Payee account',
    productName: 'Goods',
    expressTotal: 'Quantity',
    adjustType: 'Change',
    targetClassId: 'Target class id',
    targetClassName: 'Target class name',
    targetSup: 'Target level',
    startDate: 'From',
    endDate: 'To',
  },
  adjust: { ADJUSTMENT_CLASS: 'Class change', ADJUSTMENT_STAGE: 'Period change', ADJUSTMENT_SUP: 'Level change' },
  required: 'Please fill in {{f}}',
  submit: 'Submit',
  done: 'Submitted for approval (no. {{id}})',
};
export const APPROVAL_APPLY_BUNDLES = { zh, en };
addTextBundle('approvalApply', zh, en);
