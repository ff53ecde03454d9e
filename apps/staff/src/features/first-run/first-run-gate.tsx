import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Flex, Spin } from 'antd';
import { lazy, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FIRST_RUN_KEY, fetchFirstRunNeeded } from './api.ts';

// Loaded only on a site that still has no operator.
const FirstRunPage = lazy(async () => ({ default: (await import('./first-run-page.tsx')).FirstRunPage }));

/** The login (`children`) once the site has an operator; until then the first-run page. */
export function FirstRunGate({
  onSignedIn,
  children,
}: {
  onSignedIn: () => Promise<void>;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const needed = useQuery({ queryKey: FIRST_RUN_KEY, queryFn: fetchFirstRunNeeded, staleTime: Infinity });
  if (needed.isPending)
    return (
      <Flex justify="center" align="center" style={{ minHeight: '100vh' }}>
        <Spin size="large" aria-label={t('first-run.checking')} />
      </Flex>
    );
  if (!needed.data) return children;
  return (
    <FirstRunPage
      onSignedIn={async () => {
        queryClient.setQueryData(FIRST_RUN_KEY, false);
        await onSignedIn();
      }}
    />
  );
}
