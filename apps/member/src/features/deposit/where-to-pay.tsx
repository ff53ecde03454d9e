import type { PaymentAccount } from '@topup/contracts/member-api.ts';
import { useTranslation } from '../../shared/i18n/i18n.ts';
import { CopyField } from '../../shared/ui/copy-field.tsx';

/** The operator's account for the chosen payment option: its QR code to scan, or the details to copy. */
export function WhereToPay({ account }: { account: PaymentAccount }) {
  const { t } = useTranslation();
  return (
    <section className="where-to-pay" aria-labelledby="where-to-pay-title">
      <h2 id="where-to-pay-title" className="field-label">
        {t('deposit.whereToPay')}
      </h2>
      {account.qr_image ? (
        <figure className="where-to-pay-qr">
          <img src={account.qr_image} alt={account.bank_name} width={220} height={220} />
          <figcaption>{t('deposit.scanToPay')}</figcaption>
        </figure>
      ) : (
        <>
          <CopyField id="pay-bank" label={t('deposit.bankName')} value={account.bank_name} />
          <CopyField id="pay-holder" label={t('deposit.accountHolder')} value={account.holder} />
          <CopyField id="pay-number" label={t('deposit.accountNumber')} value={account.account_number} />
        </>
      )}
    </section>
  );
}
