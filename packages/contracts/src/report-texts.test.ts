import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LOCALES } from './locales.ts';
import { REPORT_TEXTS } from './report-texts.ts';
import { REPORT_KEYS, REPORTS } from './reports.ts';

const docs = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../../../docs/reports.md'), 'utf8');

describe('report texts', () => {
  it('label and define every column of every report in every language', () => {
    const missing: string[] = [];
    for (const locale of LOCALES)
      for (const key of REPORT_KEYS) {
        if (!REPORT_TEXTS[locale].titles[key]) missing.push(`${locale} title ${key}`);
        for (const column of REPORTS[key].columns) {
          if (!REPORT_TEXTS[locale].labels[column.key]) missing.push(`${locale} label ${column.key}`);
          if (!REPORT_TEXTS[locale].definitions[key][column.key])
            missing.push(`${locale} ${key}.${column.key}`);
        }
      }
    expect(missing).toEqual([]);
  });

  it('docs/reports.md gives the same one-line definition of every column', () => {
    const en = REPORT_TEXTS.en;
    for (const key of REPORT_KEYS)
      for (const column of REPORTS[key].columns)
        expect(docs).toContain(
          `- \`${column.key}\` (${en.labels[column.key]}): ${en.definitions[key][column.key]}`,
        );
  });
});
