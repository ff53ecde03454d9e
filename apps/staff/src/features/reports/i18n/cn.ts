import { REPORT_TEXTS } from '@topup/contracts/report-texts.ts';

export default {
  ...REPORT_TEXTS.cn,
  menu: '报表',
  total: '合计',
  chart: '报表图表',
  filters: {
    product: '产品',
    bank: '银行账户',
    operator: '操作员',
    member: '会员姓名或电话',
    all: '全部',
  },
  range: '日期范围（{{zone}}）',
  empty: '此范围内没有数据。',
  fraud: {
    dismissedBy: '{{by}} 于 {{at}} 忽略：{{remark}}',
    dismiss: '忽略',
    dismissTitle: '忽略此信号？',
    clearFlag: '清除欺诈标记',
    clearTitle: '清除 {{name}} 的欺诈标记？',
    remark: '备注（必填）',
    done: '已保存。',
    viewMember: '打开会员 {{name}}',
  },
  timeout: {
    check: '立即检查',
    checked: '已检查：{{succeeded}} 笔已入账，{{failed}} 笔未入账，{{left}} 笔仍未结。',
  },
};
