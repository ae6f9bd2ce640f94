import type { AuditService } from '../audit/audit.service';
import type { UploadsService } from '../uploads/uploads.service';
import type { FilesService } from './files.service';

/**
 * What a service whose records each carry a published upload (software packages, part diagrams;
 * documents have the same four) is built from: its repository, the finished uploads it publishes,
 * the files service that writes a file's record only while the file is there, and the audit log.
 */
export abstract class FileRecordsService<Repository> {
  constructor(
    protected readonly repository: Repository,
    protected readonly uploads: UploadsService,
    protected readonly files: FilesService,
    protected readonly audit: AuditService,
  ) {}
}
