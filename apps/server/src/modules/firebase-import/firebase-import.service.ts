import fs from 'node:fs';
import path from 'node:path';
import {
  API_ERROR_CODES,
  FirebaseImportReportSchema,
  IMPORT_REPORT_MAX_LINES,
  importLineWorthALook,
  type ImportResetLinksResult,
  type LastFirebaseImport,
} from '@toolbox/domain';
import { AppError } from '../../lib/errors';
import type { PasswordService } from '../auth/password.service';
import type { FirebaseImportRepository } from './firebase-import.repository';

/** A report's file name, as `npm run import:firebase` writes it (its time sorts by name). */
const REPORT_FILE = /^firebase-[0-9TZ-]+\.json$/;

/**
 * The Firebase import as administrators see it (issue #20): the newest report the command wrote
 * in DATA_DIR/imports, and reset links for the users it brought without a password.
 */
export class FirebaseImportService {
  constructor(
    private readonly repository: FirebaseImportRepository,
    private readonly deps: {
      reportsFolder: string;
      passwords: Pick<PasswordService, 'sendResetLink'>;
    },
  ) {}

  async last(): Promise<LastFirebaseImport> {
    let names: string[];
    try {
      names = await fs.promises.readdir(this.deps.reportsFolder);
    } catch {
      return { report: null };
    }
    const file = names
      .filter((name) => REPORT_FILE.test(name))
      .sort()
      .at(-1);
    if (!file) return { report: null };
    const text = await fs.promises.readFile(path.join(this.deps.reportsFolder, file), 'utf8');
    const report = FirebaseImportReportSchema.parse(JSON.parse(text));
    const worth = report.lines.filter(importLineWorthALook);
    return {
      report: {
        ...report,
        file,
        lines: worth.slice(0, IMPORT_REPORT_MAX_LINES),
        moreLines: Math.max(0, worth.length - IMPORT_REPORT_MAX_LINES),
        awaitingReset: (await this.repository.awaitingReset()).length,
      },
    };
  }

  /**
   * E-mails a reset link to every imported user without a password, one by one, each refusal
   * (a mail server's, an account changed meanwhile) said for that user. Without SMTP_URL nobody
   * can be reached, and the answer is the product's message for that.
   */
  async sendResetLinks(
    actor: Parameters<PasswordService['sendResetLink']>[1],
  ): Promise<ImportResetLinksResult> {
    const result: ImportResetLinksResult = { sent: [], failed: [] };
    for (const user of await this.repository.awaitingReset()) {
      try {
        result.sent.push((await this.deps.passwords.sendResetLink(user.id, actor)).sentTo);
      } catch (error) {
        if (error instanceof AppError && error.code === API_ERROR_CODES.mailNotConfigured) {
          throw error;
        }
        result.failed.push({
          email: user.email,
          reason: error instanceof Error ? error.message : String(error),
        });
      }
    }
    return result;
  }
}
