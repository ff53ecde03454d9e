import { type QueryKey, useQuery } from '@tanstack/react-query';
import { Form } from 'antd';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../api/client.ts';
import type { Resource } from './resource.ts';
import { useConfirmedAction } from './use-confirmed-action.ts';

export type SaveReply = { message?: string; data?: { id?: number | string } };

type FormOptions<Row, Values> = {
  /** The record being edited; undefined creates one. */
  id: string | number | undefined;
  /** The record as form values (defaults to the record itself). */
  toValues?: (row: Row) => Partial<Values>;
  /** The form values as the request body (defaults to the values). */
  toBody?: (values: Values, record: Row | undefined) => unknown;
  confirmText: (values: Values, editing: boolean, record: Row | undefined) => string;
  /** After saving; defaults to going back to the resource's list. */
  onSaved?: (reply: SaveReply) => void;
  /** More queries to refresh after saving (the resource's own are always refreshed). */
  invalidate?: QueryKey[];
};

/**
 * A resource's create/edit form (like refine's useForm): loads the record, fills the form,
 * and saves with confirm -> POST/PUT -> refresh -> back to the list, showing the server's
 * message and field errors.
 */
export function useResourceForm<Row extends object, Values extends object = Row>(
  resource: Resource,
  options: FormOptions<Row, Values>,
) {
  const { id } = options;
  const editing = id !== undefined;
  const navigate = useNavigate();
  const run = useConfirmedAction();
  const [form] = Form.useForm<Values>();
  const record = useQuery({
    queryKey: resource.itemKey(id),
    queryFn: () => api.get<{ data: Row }>(resource.item(id as string)).then((r) => r.data),
    enabled: editing,
  });
  const toValues = options.toValues;

  useEffect(() => {
    if (record.data)
      form.setFieldsValue(
        (toValues ? toValues(record.data) : record.data) as Parameters<typeof form.setFieldsValue>[0],
      );
  }, [record.data, form, toValues]);

  const onFinish = (values: Values) => {
    const body = options.toBody ? options.toBody(values, record.data) : values;
    return run(
      options.confirmText(values, editing, record.data),
      () =>
        editing ? api.put<SaveReply>(resource.item(id), body) : api.post<SaveReply>(resource.endpoint, body),
      {
        form,
        invalidate: [[resource.endpoint], ...(options.invalidate ?? [])],
        onDone: options.onSaved ?? (() => navigate(resource.route)),
      },
    );
  };

  return { form, editing, record, loading: editing && record.isPending, onFinish };
}
