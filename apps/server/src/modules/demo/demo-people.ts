/**
 * The players of the demo week (never the `demo` member, whom the member-site tour uses). Each
 * plays from their own device (address); two share a phone, two siblings share a bank account,
 * two arrived through the landing page: the Fraud and CS reports have something to show.
 */
export type DemoPerson = {
  name: string;
  phone: string;
  bank: string;
  account: string;
  device: string;
  products: string[];
  /** Came in through the landing-page form before customer service registered them. */
  lead?: boolean;
};

export const DEMO_PEOPLE: DemoPerson[] = [
  {
    name: 'Aisyah Rahman',
    phone: '0172100101',
    bank: 'Maybank',
    account: '162011010101',
    device: '10.20.0.1',
    products: ['Mega888', '918Kiss'],
  },
  {
    name: 'Tan Wei Ming',
    phone: '0172100102',
    bank: 'CIMB',
    account: '8001002002',
    device: '10.20.0.2',
    products: ['Mega888', 'Pussy888'],
  },
  {
    name: 'Muthu Krishnan',
    phone: '0172100103',
    bank: 'Public Bank',
    account: '3100300303',
    device: '10.20.0.3',
    products: ['Pussy888'],
  },
  {
    name: 'Nurul Huda',
    phone: '0172100104',
    bank: 'Maybank',
    account: '162011040404',
    device: '10.20.0.4',
    products: ['918Kiss', 'Joker'],
    lead: true,
  },
  {
    name: 'Lim Mei Ling',
    phone: '0172100105',
    bank: 'RHB',
    account: '21205050505',
    device: '10.20.0.5',
    products: ['Mega888'],
  },
  {
    name: 'Hafiz Ismail',
    phone: '0172100106',
    bank: 'Maybank',
    account: '162011060606',
    device: '10.20.0.6',
    products: ['Mega888', 'Joker'],
  },
  {
    name: 'Wong Kar Fai',
    phone: '0172100107',
    bank: 'Hong Leong',
    account: '07000707070',
    device: '10.20.0.7',
    products: ['Pussy888'],
  },
  {
    name: 'Siti Aminah',
    phone: '0172100108',
    bank: 'Maybank',
    account: '162011080808',
    device: '10.20.0.8',
    products: ['918Kiss'],
    lead: true,
  },
  {
    name: 'Rajesh Kumar',
    phone: '0172100109',
    bank: 'CIMB',
    account: '8001009009',
    device: '10.20.0.9',
    products: ['Mega888'],
  },
  // Siblings on one bank account; Chong plays from Rajesh's phone.
  {
    name: 'Chong Li Ting',
    phone: '0172100110',
    bank: 'CIMB',
    account: '8001009009',
    device: '10.20.0.9',
    products: ['Joker'],
  },
  {
    name: 'Amirul Hakim',
    phone: '0172100111',
    bank: 'Bank Islam',
    account: '14011111111',
    device: '10.20.0.11',
    products: ['Mega888', 'Pussy888'],
  },
  {
    name: 'Jessica Lee',
    phone: '0172100112',
    bank: 'Maybank',
    account: '162011121212',
    device: '10.20.0.12',
    products: ['918Kiss'],
  },
];

/** How many of DEMO_PEOPLE register on each day of the week (oldest day first). */
export const REGISTRATIONS_PER_DAY = [5, 2, 1, 1, 1, 1, 1];

/** Deposit amounts members pick (RM), as the member site's quick buttons suggest. */
export const DEPOSIT_AMOUNTS_RM = [30, 50, 50, 80, 100, 100, 150, 200, 300, 500];

/** Notes the desks leave on members during the week: [day, writer, member, note]. */
export const DEMO_NOTES: [day: number, by: 'admin' | 'desk', member: string, content: string][] = [
  [0, 'desk', 'Aisyah Rahman', "Prefers Touch 'n Go. Reply in Malay."],
  [1, 'admin', 'Tan Wei Ming', 'Given RM 20 goodwill for a slow payout. Call before 9 pm.'],
  [2, 'desk', 'Muthu Krishnan', 'A Joker deposit was keyed twice by the desk; the duplicate is voided.'],
  [3, 'desk', 'Nurul Huda', 'Asked how the weekly rebate works; explained on the phone.'],
  [4, 'admin', 'Wong Kar Fai', 'Three deposits rejected this week: ask for the bank reference first.'],
  [4, 'admin', 'Chong Li Ting', 'Slip reused from another member. Check every slip by hand.'],
];
