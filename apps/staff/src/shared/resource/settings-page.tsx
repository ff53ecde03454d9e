import type { Permission } from '@topup/contracts/permissions.ts';
import type { ReactNode } from 'react';
import { hasPermission, useMe } from '../api/use-me.ts';
import { FormPage } from './form-page.tsx';
import { type SettingsFormOptions, useSettingsForm } from './use-settings-form.ts';

type SettingsPageProps<Data, Values> = SettingsFormOptions<Data, Values> & {
  endpoint: string;
  title: ReactNode;
  /** Without it the form is read-only; a page without one is editable by whoever may open it. */
  permission?: Permission;
  backTo: string;
  /** The fields come in their own cards (FormSection) rather than one. */
  sections?: boolean;
  /** The fields; a function is also given the saved setting (to show figures or options from it). */
  children: ReactNode | ((data: Data | undefined) => ReactNode);
};

/** A settings screen: one record loaded into a form page and saved in place (useSettingsForm). */
export function SettingsPage<Data extends object, Values extends object = Data>({
  endpoint,
  title,
  permission,
  backTo,
  sections,
  children,
  ...options
}: SettingsPageProps<Data, Values>) {
  const me = useMe().data;
  const { form, settings, loading, onFinish } = useSettingsForm<Data, Values>(endpoint, options);
  return (
    <FormPage<Values>
      title={title}
      form={form}
      onFinish={onFinish}
      loading={loading}
      disabled={permission ? !hasPermission(me, permission) : undefined}
      backTo={backTo}
      card={!sections}
    >
      {typeof children === 'function' ? children(settings.data) : children}
    </FormPage>
  );
}
