import { createHash } from 'node:crypto';
import type {
  ColumnMapping,
  MappingSource,
  StatementImportResult,
  StatementLayout,
  StatementLineStatus,
  StatementPreview,
} from '@topup/contracts/api/bank-statements.ts';
import type { Locale } from '@topup/contracts/locales.ts';
import { formatMessage, type MessageCode } from '@topup/contracts/messages.ts';
import type { Db } from '../../platform/db/client.ts';
import { inTransaction, isUniqueViolation } from '../../platform/db/transaction.ts';
import { DomainError } from '../../platform/errors.ts';
import { type Actor, recordActivity } from '../audit/record-activity.ts';
import { autoMatchLines } from '../bank-transactions/bank-matching.service.ts';
import {
  balanceBefore,
  existingLineKeys,
  storeStatementLines,
} from '../bank-transactions/statement-lines.service.ts';
import { getBank } from '../banks/banks.service.ts';
import { readTableFile } from '../member-import/read-table-file.ts';
import { getBusinessTimeZone } from '../settings/business-time-zone.ts';
import { guessMapping } from './guess-mapping.ts';
import { parseStatement, type StatementError, type StatementLine } from './parse-statement.ts';
import { rememberedMapping, rememberMapping } from './remembered-mapping.ts';
import { checkRunningBalance } from './running-balance.ts';
import { detectLayout, missingHeaders } from './statement-layouts.ts';

export type StatementUpload = { bankId: number; filename: string; content: Buffer; mapping?: ColumnMapping };

const MAX_LINES_SHOWN = 1000;

type Analysis = {
  preview: StatementPreview;
  lines: (StatementLine & { key: string; status: StatementLineStatus })[];
  layoutId: string;
  source: MappingSource | null;
  errorCodes: StatementError[];
};

type ChosenMapping = { mapping: ColumnMapping; source: MappingSource; layout: StatementLayout | null };

/** The staff's mapping, else the account's remembered one (if the file fits it), a known layout, a guess. */
async function chooseMapping(
  db: Db,
  upload: StatementUpload,
  headers: string[],
): Promise<ChosenMapping | null> {
  if (upload.mapping) return { mapping: upload.mapping, source: 'staff', layout: null };
  const remembered = await rememberedMapping(db, upload.bankId);
  if (remembered && !missingHeaders(headers, remembered).length)
    return { mapping: remembered, source: 'remembered', layout: null };
  const layout = detectLayout(headers);
  if (layout) return { mapping: layout.mapping, source: 'layout', layout };
  const guess = guessMapping(headers);
  return guess && { mapping: guess, source: 'guess', layout: null };
}

/** Identifies a line across imports; the occurrence number keeps two real identical lines apart. */
function lineKeys(lines: StatementLine[]): string[] {
  const seen = new Map<string, number>();
  return lines.map((line) => {
    const base = createHash('sha256')
      .update(
        [
          line.transactedAt.toISOString(),
          line.description,
          line.depositSen,
          line.withdrawSen,
          line.balanceSen ?? '',
        ].join('|'),
      )
      .digest('hex')
      .slice(0, 32);
    const occurrence = (seen.get(base) ?? 0) + 1;
    seen.set(base, occurrence);
    return `${base}#${occurrence}`;
  });
}

function emptyPreview(headers: string[]): StatementPreview {
  return {
    layout: null,
    needs_mapping: true,
    mapping_source: null,
    needs_confirmation: false,
    headers,
    mapping: null,
    line_count: 0,
    new_count: 0,
    skipped_count: 0,
    deposit_total_sen: 0,
    withdraw_total_sen: 0,
    errors: [],
    warnings: [],
    lines: [],
  };
}

/**
 * Reads a statement, recognises its layout (or uses the staff's mapping), checks every line,
 * walks the running balance and marks lines already imported. Writes nothing.
 */
async function analyse(db: Db, upload: StatementUpload, locale: Locale): Promise<Analysis> {
  await getBank(db, upload.bankId, false);
  const file = await readTableFile(upload.filename, upload.content);
  const chosen = await chooseMapping(db, upload, file.headers);
  if (!chosen)
    return {
      preview: emptyPreview(file.headers),
      lines: [],
      layoutId: 'custom',
      source: null,
      errorCodes: [],
    };
  const { mapping, layout, source } = chosen;
  const missing = missingHeaders(file.headers, mapping);
  if (missing.length) throw new DomainError('STATEMENT_LAYOUT_UNKNOWN');

  const parsed = parseStatement(file, mapping, await getBusinessTimeZone(db));
  // Exports come newest first or oldest first; the balance walk needs oldest first.
  const lines = [...parsed.lines];
  if (lines.length > 1 && lines[0]!.transactedAt > lines.at(-1)!.transactedAt) lines.reverse();
  const { warnings, extraCopies } = checkRunningBalance(
    lines,
    lines[0] ? await balanceBefore(db, upload.bankId, lines[0].transactedAt) : null,
  );
  const keys = lineKeys(lines);
  const stored = await existingLineKeys(db, upload.bankId, keys);
  const analysed = lines.map((line, i) => {
    const key = keys[i]!;
    const status: StatementLineStatus = stored.has(key)
      ? 'already_imported'
      : extraCopies.has(line.row)
        ? 'extra_copy'
        : 'new';
    return { ...line, key, status };
  });
  const fresh = analysed.filter((l) => l.status !== 'already_imported');
  const preview: StatementPreview = {
    layout: layout && { id: layout.id, name: layout.name },
    needs_mapping: false,
    mapping_source: source,
    needs_confirmation: source === 'guess',
    headers: file.headers,
    mapping,
    line_count: file.rows.length,
    new_count: fresh.length,
    skipped_count: analysed.length - fresh.length,
    deposit_total_sen: fresh.reduce((sum, l) => sum + l.depositSen, 0),
    withdraw_total_sen: fresh.reduce((sum, l) => sum + l.withdrawSen, 0),
    errors: parsed.errors.map((e) => ({
      row: e.row,
      field: e.field,
      value: e.value,
      message: formatMessage(e.code, locale),
    })),
    warnings,
    lines: analysed.slice(0, MAX_LINES_SHOWN).map((l) => ({
      row: l.row,
      transacted_at: l.transactedAt.toISOString(),
      has_time: l.hasTime,
      description: l.description,
      deposit_sen: l.depositSen,
      withdraw_sen: l.withdrawSen,
      balance_sen: l.balanceSen,
      status: l.status,
    })),
  };
  return {
    preview,
    lines: analysed,
    layoutId: layout?.id ?? (source === 'remembered' ? 'remembered' : 'custom'),
    source,
    errorCodes: parsed.errors,
  };
}

export async function previewStatement(
  db: Db,
  upload: StatementUpload,
  locale: Locale,
): Promise<StatementPreview> {
  return (await analyse(db, upload, locale)).preview;
}

/**
 * Imports a statement in one transaction: every new line or none. A file with any bad row
 * imports nothing and answers each row's problem (`errors` keyed `<row>.<field>`).
 */
export async function importStatement(
  db: Db,
  actor: Actor & { kind: 'operator' },
  upload: StatementUpload,
  locale: Locale,
  now: Date,
): Promise<StatementImportResult> {
  const analysis = await analyse(db, upload, locale);
  // A guess is never imported unseen: staff confirm it by sending it back as their mapping.
  if (analysis.preview.needs_mapping || analysis.preview.needs_confirmation)
    throw new DomainError('STATEMENT_LAYOUT_UNKNOWN');
  if (analysis.errorCodes.length) {
    const fields: Record<string, MessageCode> = {};
    for (const e of analysis.errorCodes) fields[`${e.row}.${e.field}`] = e.code;
    throw new DomainError('NO_BANK_TRANSACTION_IMPORTED', {}, { fields });
  }
  const fresh = analysis.lines.filter((l) => l.status !== 'already_imported');
  if (!fresh.length) throw new DomainError('NO_BANK_TRANSACTION_IMPORTED');
  return writeImport(db, actor, upload, analysis, fresh, now);
}

async function writeImport(
  db: Db,
  actor: Actor & { kind: 'operator' },
  upload: StatementUpload,
  analysis: Analysis,
  fresh: Analysis['lines'],
  now: Date,
): Promise<StatementImportResult> {
  const lineIds: number[] = [];
  let result: Omit<StatementImportResult, 'auto_matched_count'>;
  try {
    result = await inTransaction(db, async (tx) => {
      const { importId, lineIds: stored } = await storeStatementLines(
        tx,
        {
          bankId: upload.bankId,
          filename: upload.filename,
          layout: analysis.layoutId,
          lineCount: analysis.lines.length,
          warnings: analysis.preview.warnings,
          operatorId: actor.operatorId,
        },
        fresh.map((l) => ({ ...l, extraCopy: l.status === 'extra_copy' })),
      );
      lineIds.push(...stored);
      if (analysis.source === 'staff' && upload.mapping)
        await rememberMapping(tx, upload.bankId, upload.mapping, actor.operatorId, now);
      await recordActivity(tx, actor, {
        action: 'bank_statement.import',
        targetType: 'bank_statement_import',
        targetId: importId,
        after: {
          bank_id: upload.bankId,
          filename: upload.filename,
          imported: fresh.length,
          warnings: analysis.preview.warnings.length,
        },
      });
      return {
        import_id: importId,
        imported_count: fresh.length,
        skipped_count: analysis.lines.length - fresh.length,
        warnings: analysis.preview.warnings,
      };
    });
  } catch (error) {
    // The same statement imported twice at once: the unique line keys let one win whole.
    if (isUniqueViolation(error)) throw new DomainError('NO_BANK_TRANSACTION_IMPORTED');
    throw error;
  }
  const autoMatched = await autoMatchLines(db, actor, lineIds, now);
  return { ...result, auto_matched_count: autoMatched };
}
