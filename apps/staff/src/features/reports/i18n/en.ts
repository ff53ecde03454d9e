import { REPORT_TEXTS } from '@topup/contracts/report-texts.ts';

export default {
  ...REPORT_TEXTS.en,
  menu: 'Reports',
  total: 'Total',
  chart: 'Chart of the report',
  filters: {
    product: 'Product',
    bank: 'Bank account',
    operator: 'Operator',
    member: 'Member name or phone',
    all: 'All',
  },
  range: 'Date range ({{zone}})',
  empty: 'Nothing in this range.',
  fraud: {
    dismissedBy: 'Dismissed by {{by}} at {{at}}: {{remark}}',
    dismiss: 'Dismiss',
    dismissTitle: 'Dismiss this signal?',
    clearFlag: 'Clear fraud flag',
    clearTitle: 'Clear the fraud flag of {{name}}?',
    remark: 'Remark (required)',
    done: 'Saved.',
    viewMember: 'Open member {{name}}',
  },
  timeout: {
    check: 'Check now',
    checked: 'Checked: {{succeeded}} credited, {{failed}} not credited, {{left}} still open.',
  },
};
