import type { ImportErrorView, ImportJobView } from '@topup/contracts/api/member-import.ts';
import type { Locale } from '@topup/contracts/locales.ts';
import { formatMessage, type MessageCode } from '@topup/contracts/messages.ts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { inTransaction, isUniqueViolation } from '../../platform/db/transaction.ts';
import { DomainError } from '../../platform/errors.ts';
import { type Actor, recordActivity } from '../audit/record-activity.ts';
import {
  insertMemberBatch,
  membersByPhoneOrCode,
  type NewMember,
  setUpline,
  takenPhones,
  takenReferCodes,
} from '../members/member-batch.service.ts';
import { recordDuplicateSignals } from '../members/member-duplicates.service.ts';
import { newReferCode } from '../members/member-fields.ts';
import { defaultSourceId, sourceIdsByName } from '../members/sources.service.ts';
import { importDuplicates } from './import-duplicates.ts';
import { importJobs } from './import-jobs.table.ts';
import { type ImportMemberRow, type ImportRowError, validateImportRows } from './member-import-rows.ts';
import { readTableFile } from './read-table-file.ts';

/** Rows per database round trip: bounds query size and sets the progress granularity. */
const CHUNK_ROWS = 500;
/** How many row errors a reply carries; the count says how many there were. */
const MAX_ERRORS_SHOWN = 500;
const PREVIEW_ROWS = 20;

type Resolved = { sourceId: number | null; uplineId: number | null; uplineInFile: string | null };

/**
 * Checks the rows against the database: phones and refer codes already taken, unknown
 * sources, uplines that are neither a member nor a row of the same file.
 */
async function checkAgainstDatabase(
  db: Db,
  rows: ImportMemberRow[],
  onChunk: (done: number) => Promise<void> = async () => {},
): Promise<{ errors: ImportRowError[]; resolved: Resolved[] }> {
  const sourcesByName = await sourceIdsByName(db);
  const fallbackSource = await defaultSourceId(db);
  const fileKeys = new Set(rows.flatMap((r) => [r.phone, r.refer_code ?? ''].filter(Boolean)));
  const errors: ImportRowError[] = [];
  const resolved: Resolved[] = [];
  for (let start = 0; start < rows.length; start += CHUNK_ROWS) {
    const chunk = rows.slice(start, start + CHUNK_ROWS);
    const phones = chunk.map((r) => r.phone);
    const codes = chunk.flatMap((r) => (r.refer_code ? [r.refer_code] : []));
    const uplineKeys = chunk.flatMap((r) => (r.upline ? [r.upline, r.upline.toUpperCase()] : []));
    const [phoneSet, codeSet, uplines] = await Promise.all([
      takenPhones(db, phones),
      takenReferCodes(db, codes),
      membersByPhoneOrCode(db, uplineKeys),
    ]);
    const uplineIds = new Map<string, number>();
    for (const u of uplines) {
      uplineIds.set(u.phone, u.id);
      if (u.code) uplineIds.set(u.code, u.id);
    }
    for (const r of chunk) {
      if (phoneSet.has(r.phone))
        errors.push({ row: r.row, field: 'phone', code: 'MEMBER_PHONE_TAKEN', value: r.phone });
      if (r.refer_code && codeSet.has(r.refer_code))
        errors.push({ row: r.row, field: 'refer_code', code: 'REFER_CODE_TAKEN', value: r.refer_code });
      const sourceId = r.source ? (sourcesByName.get(r.source.toLowerCase()) ?? null) : fallbackSource;
      if (r.source && sourceId === null)
        errors.push({ row: r.row, field: 'source', code: 'IMPORT_INVALID_FORMAT', value: r.source });
      const key = r.upline;
      const uplineId = key ? (uplineIds.get(key) ?? uplineIds.get(key.toUpperCase()) ?? null) : null;
      const inFile =
        key && uplineId === null && (fileKeys.has(key) || fileKeys.has(key.toUpperCase())) ? key : null;
      if (key && uplineId === null && !inFile)
        errors.push({ row: r.row, field: 'upline', code: 'UPLINE_NOT_FOUND', value: key });
      resolved.push({ sourceId, uplineId, uplineInFile: inFile });
    }
    await onChunk(Math.min(start + CHUNK_ROWS, rows.length));
  }
  return { errors, resolved };
}

function errorViews(errors: ImportRowError[], locale: Locale): ImportErrorView[] {
  return errors.slice(0, MAX_ERRORS_SHOWN).map((e) => ({
    row: e.row,
    field: e.field,
    message: formatMessage(e.code, locale),
    ...(e.value === undefined ? {} : { value: e.value }),
  }));
}

function jobView(job: typeof importJobs.$inferSelect, locale: Locale): ImportJobView {
  const errors = job.errors as ImportRowError[];
  return {
    id: job.id,
    filename: job.filename,
    status: job.status,
    total_rows: job.totalRows,
    processed_rows: job.processedRows,
    imported_rows: job.importedRows,
    error_count: errors.length,
    errors: errorViews(errors, locale),
    message: job.message ? formatMessage(job.message as MessageCode, locale) : null,
  };
}

const byRow = (a: ImportRowError, b: ImportRowError) => a.row - b.row;

/**
 * Step 1 of the member import: reads the CSV/XLSX, checks every row, stores the rows as a
 * job in 'preview' and answers the first rows and every problem. Nothing is written to members.
 */
export async function previewMemberImport(
  db: Db,
  actor: Actor & { kind: 'operator' },
  upload: { filename: string; content: Buffer },
  locale: Locale,
): Promise<ImportJobView> {
  const file = await readTableFile(upload.filename, upload.content);
  if (file.rows.length === 0) throw new DomainError('NO_MEMBER_DATA_IMPORTED');
  const checked = validateImportRows(file);
  const database = checked.rows.length ? await checkAgainstDatabase(db, checked.rows) : { errors: [] };
  const errors = [...checked.errors, ...database.errors].sort(byRow);
  const [job] = await db
    .insert(importJobs)
    .values({
      kind: 'members',
      filename: upload.filename.slice(0, 200),
      totalRows: file.rows.length,
      rows: checked.rows,
      errors,
      message: errors.length ? 'NO_MEMBER_DATA_IMPORTED' : null,
      createdBy: actor.operatorId,
    })
    .returning();
  return {
    ...jobView(job!, locale),
    preview: {
      columns: file.headers,
      rows: checked.rows.slice(0, PREVIEW_ROWS),
      duplicates: await importDuplicates(db, checked.rows),
    },
  };
}

/**
 * A job still queued or running after this long died with its process (a restart or crash);
 * its one write transaction never committed, so it is reported as failed with nothing imported.
 */
export const STALE_JOB_MS = 15 * 60 * 1000;

export async function getImportJob(db: Db, id: number, locale: Locale, now: Date): Promise<ImportJobView> {
  const [job] = await db.select().from(importJobs).where(eq(importJobs.id, id)).limit(1);
  if (!job) throw new DomainError('IMPORT_NOT_FOUND');
  const since = job.startedAt ?? job.createdAt;
  if (
    (job.status === 'queued' || job.status === 'running') &&
    now.getTime() - since.getTime() > STALE_JOB_MS
  ) {
    const [failed] = await db
      .update(importJobs)
      .set({ status: 'failed', message: 'NO_MEMBER_DATA_IMPORTED', finishedAt: now })
      .where(and(eq(importJobs.id, id), eq(importJobs.status, job.status)))
      .returning();
    return jobView(failed ?? job, locale);
  }
  return jobView(job, locale);
}

/**
 * Step 2: queues a previewed import that had no problems. The caller runs the job
 * (`runMemberImportJob`) in the background; the UI polls `getImportJob` for progress.
 */
export async function queueMemberImport(db: Db, id: number): Promise<void> {
  const [job] = await db.select().from(importJobs).where(eq(importJobs.id, id)).limit(1);
  if (!job) throw new DomainError('IMPORT_NOT_FOUND');
  if ((job.errors as unknown[]).length) throw new DomainError('NO_MEMBER_DATA_IMPORTED');
  const claimed = await db
    .update(importJobs)
    .set({ status: 'queued' })
    .where(and(eq(importJobs.id, id), eq(importJobs.status, 'preview')))
    .returning({ id: importJobs.id });
  if (!claimed.length) throw new DomainError('IMPORT_ALREADY_STARTED');
}

async function insertMembers(
  tx: Db,
  rows: ImportMemberRow[],
  resolved: Resolved[],
  now: Date,
): Promise<number[]> {
  const ids = new Map<string, number>();
  for (let start = 0; start < rows.length; start += CHUNK_ROWS) {
    const values: NewMember[] = rows.slice(start, start + CHUNK_ROWS).map((r, i) => ({
      name: r.name,
      phone: r.phone,
      dateOfBirth: r.date_of_birth,
      referCode: r.refer_code ?? newReferCode(),
      uplineId: resolved[start + i]!.uplineId,
      company: r.company,
      sourceId: resolved[start + i]!.sourceId,
      bankName: r.bank_name,
      bankAccountNumber: r.bank_account_number,
      bankAccountHolder: r.bank_account_holder,
      remark: r.remark,
      registeredAt: now,
      updatedAt: now,
    }));
    const inserted = await insertMemberBatch(tx, values);
    for (const m of inserted) {
      ids.set(m.phone, m.id);
      if (m.code) ids.set(m.code, m.id);
    }
  }
  // Uplines that are rows of the same file get their id once every row has one.
  for (const [i, r] of rows.entries()) {
    const key = resolved[i]!.uplineInFile;
    if (!key) continue;
    const uplineId = ids.get(key) ?? ids.get(key.toUpperCase());
    const selfId = ids.get(r.phone);
    if (uplineId && selfId && uplineId !== selfId) await setUpline(tx, selfId, uplineId);
  }
  return rows.map((r) => ids.get(r.phone)!);
}

async function failJob(db: Db, id: number, code: MessageCode, errors: ImportRowError[], now: Date) {
  await db
    .update(importJobs)
    .set({ status: 'failed', message: code, errors, finishedAt: now })
    .where(eq(importJobs.id, id));
}

/**
 * Runs a queued member import: re-checks the rows against the database (with progress), then
 * writes every member in one transaction, so a failure leaves nothing half-imported.
 * Claims the job atomically so that it never runs twice, whichever instance picks it up.
 * `progressOutsideTransaction` reports progress while the write transaction is open; only
 * possible with a connection pool (PostgreSQL), not on PGlite's single connection.
 */
export async function runMemberImportJob(
  db: Db,
  id: number,
  actor: Actor,
  options: { now: () => Date; progressOutsideTransaction: boolean },
): Promise<void> {
  const [job] = await db
    .update(importJobs)
    .set({ status: 'running', startedAt: options.now() })
    .where(and(eq(importJobs.id, id), eq(importJobs.status, 'queued')))
    .returning();
  if (!job) return;
  const rows = job.rows as ImportMemberRow[];
  const half = (n: number) => Math.floor(n / 2);
  const progress = async (processed: number) => {
    await db.update(importJobs).set({ processedRows: processed }).where(eq(importJobs.id, id));
  };
  try {
    const checked = await checkAgainstDatabase(db, rows, (done) => progress(half(done)));
    if (checked.errors.length)
      return await failJob(db, id, 'NO_MEMBER_DATA_IMPORTED', checked.errors, options.now());
    const now = options.now();
    const imported = await inTransaction(db, async (tx) => {
      const memberIds = await insertMembers(tx, rows, checked.resolved, now);
      await recordDuplicateSignals(tx, memberIds, actor.kind === 'operator' ? actor.operatorId : null, now);
      const count = memberIds.length;
      if (options.progressOutsideTransaction) await progress(rows.length);
      await recordActivity(tx, actor, {
        action: 'member.import',
        targetType: 'import_job',
        targetId: id,
        after: { filename: job.filename, imported: count },
      });
      return count;
    });
    await db
      .update(importJobs)
      .set({
        status: 'done',
        importedRows: imported,
        processedRows: rows.length,
        rows: [],
        finishedAt: options.now(),
      })
      .where(eq(importJobs.id, id));
  } catch (error) {
    // A phone taken between the check and the write, or a fault: nothing was written.
    const code: MessageCode = isUniqueViolation(error) ? 'NO_MEMBER_DATA_IMPORTED' : 'INVALID_REQUEST';
    await failJob(db, id, code, [], options.now());
    if (!isUniqueViolation(error)) throw error;
  }
}
