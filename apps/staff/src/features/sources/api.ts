import type { SourceBody, SourceReply, SourceView } from '@topup/contracts/api/sources.ts';
import { api } from '../../shared/api/client.ts';
import { SOURCE_OPTIONS_URL } from '../../shared/api/endpoints.ts';
import { listSource } from '../../shared/api/list-source.ts';
import { useWrite } from '../../shared/api/use-write.ts';
import { defineResource } from '../../shared/resource/resource.ts';

export const sourcesResource = defineResource('/api/staff/sources', '/sources');
export const sourcesList = listSource<SourceView>(sourcesResource.endpoint, 'name');

/** Creates a source (no id) or edits one; the member form's source options change too. */
export function useSaveSource() {
  return useWrite(
    ({ id, ...body }: SourceBody & { id?: number }) =>
      id === undefined
        ? api.post<SourceReply>(sourcesResource.endpoint, body)
        : api.put<SourceReply>(sourcesResource.item(id), body),
    () => [[sourcesResource.endpoint], [SOURCE_OPTIONS_URL]],
  );
}
