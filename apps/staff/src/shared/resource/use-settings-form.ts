import { type QueryKey, useQuery } from '@tanstack/react-query';
import { Form } from 'antd';
import { useEffect } from 'react';
import { api } from '../api/client.ts';
import { useConfirmedAction } from './use-confirmed-action.ts';

export type SettingsFormOptions<Data, Values> = {
  confirmText: (values: Values) => string;
  toValues?: (data: Data) => Partial<Values>;
  toBody?: (values: Values) => unknown;
  /** Other queries that show what this setting changes, refreshed after a save. */
  invalidate?: QueryKey[];
};

/**
 * A settings screen (one record, no list): loads GET endpoint into the form and saves it with
 * confirm -> PUT -> refresh, staying on the page.
 */
export function useSettingsForm<Data extends object, Values extends object = Data>(
  endpoint: string,
  options: SettingsFormOptions<Data, Values>,
) {
  const [form] = Form.useForm<Values>();
  const run = useConfirmedAction();
  const settings = useQuery({
    queryKey: [endpoint],
    queryFn: () => api.get<{ data: Data }>(endpoint).then((r) => r.data),
  });
  const toValues = options.toValues;
  useEffect(() => {
    if (settings.data)
      form.setFieldsValue(
        (toValues ? toValues(settings.data) : settings.data) as Parameters<typeof form.setFieldsValue>[0],
      );
  }, [settings.data, form, toValues]);

  const onFinish = (values: Values) =>
    run(
      options.confirmText(values),
      () => api.put<{ message?: string }>(endpoint, options.toBody ? options.toBody(values) : values),
      { form, invalidate: [[endpoint], ...(options.invalidate ?? [])] },
    );
  return { form, settings, loading: settings.isPending, onFinish };
}
