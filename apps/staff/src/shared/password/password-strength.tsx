import { toLocale } from '@topup/contracts/locales.ts';
import { formatMessage } from '@topup/contracts/messages.ts';
import type { PasswordVerdict } from '@topup/contracts/password-policy.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@topup/contracts/password-rules.ts';
import { Progress, Typography } from 'antd';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

type Judge = (password: string, username?: string) => PasswordVerdict;

// The checker and its word lists are large: they load when a password form first shows, never
// with the login page.
const loadJudge = () => import('@topup/contracts/password-policy.ts').then((module) => module.judgePassword);

const LEVELS = {
  weak: { percent: 33, status: 'exception' },
  fair: { percent: 66, status: 'normal' },
  strong: { percent: 100, status: 'success' },
} as const;

const levelOf = ({ problem, score }: PasswordVerdict): keyof typeof LEVELS =>
  problem ? 'weak' : score >= 4 ? 'strong' : 'fair';

/**
 * The server's password rule and a weak/fair/strong meter from the same check the server makes
 * (the server stays the judge); the verdict is announced to screen readers as it changes.
 */
export function PasswordStrength({ password, username }: { password?: string; username?: string }) {
  const { t, i18n } = useTranslation();
  const labelId = useId();
  const [judge, setJudge] = useState<Judge>();
  useEffect(() => {
    let mounted = true;
    void loadJudge().then((loaded) => mounted && setJudge(() => loaded));
    return () => {
      mounted = false;
    };
  }, []);

  const verdict = password && judge ? judge(password, username) : undefined;
  const level = verdict && levelOf(verdict);
  const text = !password
    ? ''
    : !verdict || !level
      ? t('passwordStrength.checking')
      : level === 'weak' && verdict.problem
        ? t('passwordStrength.weak', { reason: formatMessage(verdict.problem, toLocale(i18n.language)) })
        : t(`passwordStrength.${level}`);

  return (
    <div>
      <div>{t('passwordStrength.rule', { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH })}</div>
      {password ? (
        <>
          <Typography.Text id={labelId} type="secondary">
            {t('passwordStrength.label')}
          </Typography.Text>
          <Progress
            aria-labelledby={labelId}
            percent={level ? LEVELS[level].percent : 0}
            status={level ? LEVELS[level].status : 'normal'}
            showInfo={false}
            size="small"
          />
        </>
      ) : null}
      <div aria-live="polite">{text}</div>
    </div>
  );
}
