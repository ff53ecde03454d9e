import type { FormInstance } from 'antd';
import { ApiError } from '../api/client.ts';

/** Puts the server's field messages (`errors: { field: [..] }`) under the matching form fields. */
export function applyFieldErrors(form: FormInstance, error: unknown): void {
  if (!(error instanceof ApiError) || !error.errors) return;
  const known = new Set(Object.keys(form.getFieldsValue(true) as object));
  form.setFields(
    Object.entries(error.errors)
      .filter(([name]) => known.has(name))
      .map(([name, errors]) => ({ name, errors })),
  );
}
