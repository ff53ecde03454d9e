import type { SiteFooter as SiteFooterData } from '@topup/contracts/page-data.ts';
import { useTranslation } from '../../shared/i18n/i18n.ts';

const isLink = (terms: string) => /^https:\/\/\S+$/.test(terms);

/** The company line, terms and support hours set in Website Settings; empty fields are left out. */
export function SiteFooter({ footer }: { footer: SiteFooterData }) {
  const { t } = useTranslation();
  const company = footer.company.trim();
  const terms = footer.terms.trim();
  const hours = footer.support_hours.trim();
  if (!company && !terms && !hours) return null;
  return (
    <footer className="site-footer">
      {hours && (
        <p>
          {t('shell.supportHours')}: {hours}
        </p>
      )}
      {terms &&
        (isLink(terms) ? (
          <p>
            <a href={terms} target="_blank" rel="noopener noreferrer">
              {t('shell.terms')}
            </a>
          </p>
        ) : (
          <p>{terms}</p>
        ))}
      {company && <p>{company}</p>}
    </footer>
  );
}
